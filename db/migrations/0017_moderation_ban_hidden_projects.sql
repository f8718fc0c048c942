CREATE TABLE `ban_hidden_projects` (
	`user_id` text NOT NULL,
	`project_id` text NOT NULL,
	`previous_status` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ban_hidden_projects_unique` ON `ban_hidden_projects` (`user_id`,`project_id`);