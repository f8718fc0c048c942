CREATE TABLE `staged_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`project_id` text NOT NULL,
	`filename` text NOT NULL,
	`size` integer NOT NULL,
	`sha1` text NOT NULL,
	`sha512` text NOT NULL,
	`blob_key` text NOT NULL,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staged_uploads_created_idx` ON `staged_uploads` (`created`);--> statement-breakpoint
CREATE INDEX `staged_uploads_blob_key_idx` ON `staged_uploads` (`blob_key`);