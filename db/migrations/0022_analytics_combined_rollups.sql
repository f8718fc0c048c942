CREATE TABLE `analytics_combined_rollups` (
	`project_id` text NOT NULL,
	`metric` text NOT NULL,
	`hour` integer NOT NULL,
	`version_id` text NOT NULL,
	`loader` text NOT NULL,
	`game_version` text NOT NULL,
	`country` text NOT NULL,
	`source` text NOT NULL,
	`amount` integer NOT NULL,
	PRIMARY KEY(`project_id`, `metric`, `hour`, `version_id`, `loader`, `game_version`, `country`, `source`)
);
--> statement-breakpoint
CREATE INDEX `analytics_combined_rollups_hour_idx` ON `analytics_combined_rollups` (`hour`);