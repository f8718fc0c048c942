CREATE TABLE `server_console_tickets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`server_id` text NOT NULL,
	`user_id` text NOT NULL,
	`expires` integer NOT NULL,
	FOREIGN KEY (`server_id`) REFERENCES `servers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `server_notice_dismissals` (
	`notice_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`dismissed` integer NOT NULL,
	PRIMARY KEY(`notice_id`, `user_id`),
	FOREIGN KEY (`notice_id`) REFERENCES `server_notices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `server_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`level` text NOT NULL,
	`message` text NOT NULL,
	`title` text,
	`dismissable` integer NOT NULL,
	`begins` integer,
	`expires` integer,
	`target` text,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `server_subusers` (
	`server_id` text NOT NULL,
	`user_id` text NOT NULL,
	`permissions` integer NOT NULL,
	`created` integer NOT NULL,
	PRIMARY KEY(`server_id`, `user_id`),
	FOREIGN KEY (`server_id`) REFERENCES `servers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `server_subusers_user_idx` ON `server_subusers` (`user_id`);--> statement-breakpoint
CREATE TABLE `servers` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`subscription_id` text,
	`plan` text NOT NULL,
	`ram_mb` integer NOT NULL,
	`cpu` integer NOT NULL,
	`storage_mb` integer NOT NULL,
	`swap_mb` integer NOT NULL,
	`region` text NOT NULL,
	`node_id` text NOT NULL,
	`port` integer NOT NULL,
	`subdomain` text,
	`loader` text NOT NULL,
	`game_version` text NOT NULL,
	`startup_flags` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`wants_running` integer DEFAULT false NOT NULL,
	`staff_suspension` text,
	`preferences` text DEFAULT '{}' NOT NULL,
	`upgrade_ram_mb` integer,
	`created` integer NOT NULL,
	`installed` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `servers_owner_idx` ON `servers` (`owner_id`);--> statement-breakpoint
CREATE INDEX `servers_node_idx` ON `servers` (`node_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `servers_subscription_unique` ON `servers` (`subscription_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `servers_node_port_unique` ON `servers` (`node_id`,`port`);--> statement-breakpoint
CREATE UNIQUE INDEX `servers_subdomain_unique` ON `servers` (`subdomain`);