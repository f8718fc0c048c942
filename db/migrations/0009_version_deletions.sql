CREATE TABLE `version_deletions` (
	`version_id` text PRIMARY KEY NOT NULL,
	`deleted_at` integer NOT NULL,
	`deleted_by` text,
	FOREIGN KEY (`version_id`) REFERENCES `versions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`deleted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
