CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`email` text,
	`email_verified` integer DEFAULT false NOT NULL,
	`password_hash` text,
	`avatar_url` text,
	`bio` text,
	`role` text DEFAULT 'developer' NOT NULL,
	`badges` integer DEFAULT 0 NOT NULL,
	`allow_friend_requests` integer DEFAULT true NOT NULL,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_lower_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE TABLE `team_members` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text DEFAULT 'Member' NOT NULL,
	`is_owner` integer DEFAULT false NOT NULL,
	`permissions` integer DEFAULT 0 NOT NULL,
	`organization_permissions` integer,
	`accepted` integer DEFAULT false NOT NULL,
	`payouts_split` real DEFAULT 0 NOT NULL,
	`ordering` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_members_team_user_unique` ON `team_members` (`team_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `team_members_user_idx` ON `team_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `teams` (
	`id` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`team_id` text NOT NULL,
	`icon_url` text,
	`color` integer,
	`created` integer NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_slug_lower_unique` ON `organizations` (lower("slug"));--> statement-breakpoint
CREATE TABLE `donation_urls` (
	`project_id` text NOT NULL,
	`platform` text NOT NULL,
	`url` text NOT NULL,
	PRIMARY KEY(`project_id`, `platform`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `gallery_items` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`url` text NOT NULL,
	`raw_url` text NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`title` text,
	`description` text,
	`created` integer NOT NULL,
	`ordering` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gallery_items_project_idx` ON `gallery_items` (`project_id`);--> statement-breakpoint
CREATE TABLE `project_categories` (
	`project_id` text NOT NULL,
	`category` text NOT NULL,
	`additional` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`project_id`, `category`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `project_categories_category_idx` ON `project_categories` (`category`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text,
	`project_type` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`team_id` text NOT NULL,
	`organization_id` text,
	`published` integer NOT NULL,
	`updated` integer NOT NULL,
	`approved` integer,
	`queued` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`requested_status` text,
	`moderator_message` text,
	`moderator_message_body` text,
	`license_id` text DEFAULT 'LicenseRef-All-Rights-Reserved' NOT NULL,
	`license_url` text,
	`client_side` text DEFAULT 'unknown' NOT NULL,
	`server_side` text DEFAULT 'unknown' NOT NULL,
	`downloads` integer DEFAULT 0 NOT NULL,
	`followers` integer DEFAULT 0 NOT NULL,
	`icon_url` text,
	`raw_icon_url` text,
	`color` integer,
	`issues_url` text,
	`source_url` text,
	`wiki_url` text,
	`discord_url` text,
	`thread_id` text NOT NULL,
	`monetization_status` text DEFAULT 'monetized' NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `projects_slug_lower_unique` ON `projects` (lower("slug"));--> statement-breakpoint
CREATE INDEX `projects_team_idx` ON `projects` (`team_id`);--> statement-breakpoint
CREATE INDEX `projects_organization_idx` ON `projects` (`organization_id`);--> statement-breakpoint
CREATE INDEX `projects_status_downloads_idx` ON `projects` (`status`,`downloads`);--> statement-breakpoint
CREATE INDEX `projects_status_updated_idx` ON `projects` (`status`,`updated`);--> statement-breakpoint
CREATE TABLE `dependencies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`version_id` text NOT NULL,
	`dependency_version_id` text,
	`dependency_project_id` text,
	`file_name` text,
	`dependency_type` text NOT NULL,
	FOREIGN KEY (`version_id`) REFERENCES `versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dependencies_version_idx` ON `dependencies` (`version_id`);--> statement-breakpoint
CREATE INDEX `dependencies_project_idx` ON `dependencies` (`dependency_project_id`);--> statement-breakpoint
CREATE TABLE `files` (
	`id` text PRIMARY KEY NOT NULL,
	`version_id` text NOT NULL,
	`url` text NOT NULL,
	`filename` text NOT NULL,
	`is_primary` integer DEFAULT false NOT NULL,
	`size` integer NOT NULL,
	`file_type` text,
	`sha1` text NOT NULL,
	`sha512` text NOT NULL,
	`blob_key` text NOT NULL,
	FOREIGN KEY (`version_id`) REFERENCES `versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `files_version_idx` ON `files` (`version_id`);--> statement-breakpoint
CREATE INDEX `files_sha1_idx` ON `files` (`sha1`);--> statement-breakpoint
CREATE INDEX `files_sha512_idx` ON `files` (`sha512`);--> statement-breakpoint
CREATE TABLE `version_game_versions` (
	`version_id` text NOT NULL,
	`game_version` text NOT NULL,
	PRIMARY KEY(`version_id`, `game_version`),
	FOREIGN KEY (`version_id`) REFERENCES `versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `version_game_versions_gv_idx` ON `version_game_versions` (`game_version`);--> statement-breakpoint
CREATE TABLE `version_loaders` (
	`version_id` text NOT NULL,
	`loader` text NOT NULL,
	PRIMARY KEY(`version_id`, `loader`),
	FOREIGN KEY (`version_id`) REFERENCES `versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `version_loaders_loader_idx` ON `version_loaders` (`loader`);--> statement-breakpoint
CREATE TABLE `versions` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`author_id` text NOT NULL,
	`name` text NOT NULL,
	`version_number` text NOT NULL,
	`changelog` text DEFAULT '' NOT NULL,
	`date_published` integer NOT NULL,
	`downloads` integer DEFAULT 0 NOT NULL,
	`version_type` text NOT NULL,
	`status` text DEFAULT 'listed' NOT NULL,
	`requested_status` text,
	`featured` integer DEFAULT false NOT NULL,
	`ordering` integer,
	`environment` text DEFAULT 'unknown' NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `versions_project_published_idx` ON `versions` (`project_id`,`date_published`);--> statement-breakpoint
CREATE TABLE `categories` (
	`name` text NOT NULL,
	`project_type` text NOT NULL,
	`header` text NOT NULL,
	`icon` text DEFAULT '' NOT NULL,
	`ordering` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`name`, `project_type`)
);
--> statement-breakpoint
CREATE TABLE `donation_platforms` (
	`short` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`ordering` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `game_versions` (
	`version` text PRIMARY KEY NOT NULL,
	`version_type` text NOT NULL,
	`date` integer NOT NULL,
	`major` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE `licenses` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`url` text,
	`osi_approved` integer DEFAULT false NOT NULL,
	`ordering` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `loaders` (
	`name` text PRIMARY KEY NOT NULL,
	`icon` text DEFAULT '' NOT NULL,
	`supported_project_types` text NOT NULL,
	`ordering` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `project_types` (
	`name` text PRIMARY KEY NOT NULL,
	`ordering` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `report_types` (
	`name` text PRIMARY KEY NOT NULL,
	`ordering` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `collection_projects` (
	`collection_id` text NOT NULL,
	`project_id` text NOT NULL,
	PRIMARY KEY(`collection_id`, `project_id`),
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `collections` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon_url` text,
	`color` integer,
	`status` text DEFAULT 'listed' NOT NULL,
	`created` integer NOT NULL,
	`updated` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `collections_user_idx` ON `collections` (`user_id`);--> statement-breakpoint
CREATE TABLE `download_counts` (
	`version_id` text NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`version_id`, `day`),
	FOREIGN KEY (`version_id`) REFERENCES `versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `download_events` (
	`version_id` text NOT NULL,
	`client_key` text NOT NULL,
	`hour` integer NOT NULL,
	PRIMARY KEY(`version_id`, `client_key`, `hour`),
	FOREIGN KEY (`version_id`) REFERENCES `versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `follows` (
	`user_id` text NOT NULL,
	`project_id` text NOT NULL,
	`created` integer NOT NULL,
	PRIMARY KEY(`user_id`, `project_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `follows_project_idx` ON `follows` (`project_id`);