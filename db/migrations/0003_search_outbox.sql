CREATE TABLE `search_outbox` (
	`project_id` text PRIMARY KEY NOT NULL,
	`enqueued_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `search_outbox_enqueued_idx` ON `search_outbox` (`enqueued_at`);