CREATE TABLE `oauth_apps` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`url` text,
	`icon_key` text,
	`icon_type` text,
	`max_scopes` integer NOT NULL,
	`secret_hash` text NOT NULL,
	`created_by` text NOT NULL,
	`created` integer NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `oauth_apps_created_by_idx` ON `oauth_apps` (`created_by`);--> statement-breakpoint
CREATE TABLE `oauth_authorizations` (
	`id` text PRIMARY KEY NOT NULL,
	`app_id` text NOT NULL,
	`user_id` text NOT NULL,
	`scopes` integer NOT NULL,
	`created` integer NOT NULL,
	FOREIGN KEY (`app_id`) REFERENCES `oauth_apps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `oauth_authorizations_app_user_unique` ON `oauth_authorizations` (`app_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `oauth_authorizations_user_idx` ON `oauth_authorizations` (`user_id`);--> statement-breakpoint
CREATE TABLE `oauth_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`code_hash` text NOT NULL,
	`authorization_id` text NOT NULL,
	`scopes` integer NOT NULL,
	`redirect_uri` text NOT NULL,
	`code_challenge` text NOT NULL,
	`expires` integer NOT NULL,
	`used` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`authorization_id`) REFERENCES `oauth_authorizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `oauth_codes_code_hash_unique` ON `oauth_codes` (`code_hash`);--> statement-breakpoint
CREATE INDEX `oauth_codes_authorization_idx` ON `oauth_codes` (`authorization_id`);--> statement-breakpoint
CREATE TABLE `oauth_redirect_uris` (
	`id` text PRIMARY KEY NOT NULL,
	`app_id` text NOT NULL,
	`uri` text NOT NULL,
	FOREIGN KEY (`app_id`) REFERENCES `oauth_apps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `oauth_redirect_uris_app_uri_unique` ON `oauth_redirect_uris` (`app_id`,`uri`);--> statement-breakpoint
CREATE TABLE `oauth_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`authorization_id` text NOT NULL,
	`access_hash` text NOT NULL,
	`refresh_hash` text NOT NULL,
	`scopes` integer NOT NULL,
	`created` integer NOT NULL,
	`access_expires` integer NOT NULL,
	`refresh_expires` integer NOT NULL,
	`rotated` integer,
	FOREIGN KEY (`authorization_id`) REFERENCES `oauth_authorizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `oauth_tokens_access_hash_unique` ON `oauth_tokens` (`access_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `oauth_tokens_refresh_hash_unique` ON `oauth_tokens` (`refresh_hash`);--> statement-breakpoint
CREATE INDEX `oauth_tokens_family_idx` ON `oauth_tokens` (`family_id`);--> statement-breakpoint
CREATE INDEX `oauth_tokens_authorization_idx` ON `oauth_tokens` (`authorization_id`);