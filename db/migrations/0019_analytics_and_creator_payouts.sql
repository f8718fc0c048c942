CREATE TABLE `analytics_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`time` integer NOT NULL,
	`project_id` text NOT NULL,
	`metric` text NOT NULL,
	`amount` integer NOT NULL,
	`version_id` text,
	`loader` text,
	`game_version` text,
	`country` text,
	`source` text,
	`dedupe_key` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_events_dedupe_key_unique` ON `analytics_events` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `analytics_events_time_idx` ON `analytics_events` (`time`);--> statement-breakpoint
CREATE TABLE `analytics_revenue` (
	`project_id` text NOT NULL,
	`day` text NOT NULL,
	`currency` text NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`project_id`, `day`, `currency`)
);
--> statement-breakpoint
CREATE INDEX `analytics_revenue_day_idx` ON `analytics_revenue` (`day`);--> statement-breakpoint
CREATE TABLE `analytics_rollups` (
	`project_id` text NOT NULL,
	`metric` text NOT NULL,
	`dimension` text NOT NULL,
	`value` text NOT NULL,
	`hour` integer NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`project_id`, `metric`, `dimension`, `hour`, `value`)
);
--> statement-breakpoint
CREATE INDEX `analytics_rollups_hour_idx` ON `analytics_rollups` (`hour`);--> statement-breakpoint
CREATE TABLE `analytics_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `analytics_watermarks` (
	`job` text PRIMARY KEY NOT NULL,
	`hour` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payout_balances` (
	`user_id` text PRIMARY KEY NOT NULL,
	`available` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payout_balances_available_check" CHECK("payout_balances"."available" >= 0)
);
--> statement-breakpoint
CREATE TABLE `payout_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`movement_id` text NOT NULL,
	`account` text NOT NULL,
	`user_id` text,
	`amount` integer NOT NULL,
	FOREIGN KEY (`movement_id`) REFERENCES `payout_movements`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payout_entries_movement_idx` ON `payout_entries` (`movement_id`);--> statement-breakpoint
CREATE INDEX `payout_entries_user_account_idx` ON `payout_entries` (`user_id`,`account`);--> statement-breakpoint
CREATE TABLE `payout_movements` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`project_id` text,
	`payout_id` text,
	`day` text,
	`release_at` integer,
	`created` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payout_movements_user_idx` ON `payout_movements` (`user_id`,`created`);--> statement-breakpoint
CREATE INDEX `payout_movements_release_idx` ON `payout_movements` (`release_at`);--> statement-breakpoint
CREATE TABLE `payout_pool_days` (
	`day` text PRIMARY KEY NOT NULL,
	`amount` integer NOT NULL,
	`undistributed` integer NOT NULL,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`amount` integer NOT NULL,
	`fee` integer NOT NULL,
	`method` text NOT NULL,
	`method_id` text NOT NULL,
	`method_address` text,
	`platform_id` text,
	`failure_reason` text,
	`created` integer NOT NULL,
	`updated` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payouts_user_idx` ON `payouts` (`user_id`,`created`);--> statement-breakpoint
CREATE INDEX `payouts_status_idx` ON `payouts` (`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_platform_unique` ON `payouts` (`platform_id`);--> statement-breakpoint
CREATE TABLE `payout_tax_forms` (
	`user_id` text PRIMARY KEY NOT NULL,
	`form_type` text NOT NULL,
	`completed` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
