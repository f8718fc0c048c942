CREATE TABLE `report_images` (
	`id` text PRIMARY KEY NOT NULL,
	`report_id` text,
	`uploader_id` text NOT NULL,
	`url` text NOT NULL,
	`created` integer NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `report_images_report_idx` ON `report_images` (`report_id`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`report_type` text NOT NULL,
	`item_type` text NOT NULL,
	`item_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`body` text NOT NULL,
	`created` integer NOT NULL,
	`closed` integer DEFAULT false NOT NULL,
	`thread_id` text NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_open_reporter_item_unique` ON `reports` (`reporter_id`,`item_type`,`item_id`) WHERE "reports"."closed" = 0;--> statement-breakpoint
CREATE INDEX `reports_reporter_created_idx` ON `reports` (`reporter_id`,`created`);--> statement-breakpoint
CREATE INDEX `reports_closed_created_idx` ON `reports` (`closed`,`created`);--> statement-breakpoint
CREATE INDEX `reports_item_idx` ON `reports` (`item_type`,`item_id`);--> statement-breakpoint
CREATE TABLE `review_decisions` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`moderator_id` text,
	`status` text NOT NULL,
	`queued` integer NOT NULL,
	`decided` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`moderator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `review_decisions_decided_idx` ON `review_decisions` (`decided`);--> statement-breakpoint
CREATE TABLE `staff_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`subject` text NOT NULL,
	`target_user_id` text,
	`created` integer NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`target_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `staff_audit_log_created_idx` ON `staff_audit_log` (`created`);--> statement-breakpoint
CREATE TABLE `thread_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`thread_id` text NOT NULL,
	`author_id` text,
	`body` text NOT NULL,
	`created` integer NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `thread_messages_thread_created_idx` ON `thread_messages` (`thread_id`,`created`);--> statement-breakpoint
CREATE TABLE `threads` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`project_id` text,
	`report_id` text,
	`created` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `threads_project_unique` ON `threads` (`project_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `threads_report_unique` ON `threads` (`report_id`);--> statement-breakpoint
CREATE TABLE `trusted_creators` (
	`user_id` text PRIMARY KEY NOT NULL,
	`granted_by` text,
	`created` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`granted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `user_bans` (
	`user_id` text PRIMARY KEY NOT NULL,
	`banned_by` text,
	`reason` text NOT NULL,
	`created` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`banned_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
