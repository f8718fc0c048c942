CREATE TABLE `version_holds` (
	`version_id` text PRIMARY KEY NOT NULL,
	`held_at` integer NOT NULL,
	`restore_status` text NOT NULL,
	FOREIGN KEY (`version_id`) REFERENCES `versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `file_scan_queue` (
	`file_id` text PRIMARY KEY NOT NULL,
	`enqueued_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`not_before` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `file_scan_queue_due_idx` ON `file_scan_queue` (`not_before`);--> statement-breakpoint
CREATE TABLE `file_scans` (
	`file_id` text PRIMARY KEY NOT NULL,
	`version_id` text NOT NULL,
	`scanned_at` integer NOT NULL,
	`severity` text,
	`review` text NOT NULL,
	`reviewed_by` text,
	`reviewed_at` integer,
	`classes` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`version_id`) REFERENCES `versions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `file_scans_review_idx` ON `file_scans` (`review`,`scanned_at`);--> statement-breakpoint
CREATE INDEX `file_scans_version_idx` ON `file_scans` (`version_id`);--> statement-breakpoint
CREATE TABLE `scan_findings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_id` text NOT NULL,
	`rule` text NOT NULL,
	`severity` text NOT NULL,
	`entry` text NOT NULL,
	`class_name` text,
	`method` text,
	`detail` text NOT NULL,
	FOREIGN KEY (`file_id`) REFERENCES `file_scans`(`file_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `scan_findings_file_idx` ON `scan_findings` (`file_id`);