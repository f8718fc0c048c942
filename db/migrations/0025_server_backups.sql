CREATE TABLE `server_backups` (
	`id` text PRIMARY KEY NOT NULL,
	`server_id` text NOT NULL,
	`name` text NOT NULL,
	`state` text NOT NULL,
	`automated` integer DEFAULT false NOT NULL,
	`locked` integer DEFAULT false NOT NULL,
	`blob_key` text NOT NULL,
	`size_bytes` integer,
	`created` integer NOT NULL,
	`completed` integer,
	`started` integer,
	`error_detail` text,
	`download_token_hash` text,
	`download_expires` integer,
	FOREIGN KEY (`server_id`) REFERENCES `servers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `server_backups_server_idx` ON `server_backups` (`server_id`,`created`);--> statement-breakpoint
CREATE INDEX `server_backups_state_idx` ON `server_backups` (`state`,`created`);--> statement-breakpoint
ALTER TABLE `servers` ADD `auto_backup_hours` integer;--> statement-breakpoint
ALTER TABLE `servers` ADD `last_auto_backup` integer;