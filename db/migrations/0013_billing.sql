CREATE TABLE `billing_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`staff_id` text,
	`user_id` text NOT NULL,
	`action` text NOT NULL,
	`details` text NOT NULL,
	`created` integer NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `billing_audit_log_user_idx` ON `billing_audit_log` (`user_id`,`created`);--> statement-breakpoint
CREATE TABLE `billing_customers` (
	`user_id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`provider_customer_id` text NOT NULL,
	`created` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `billing_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`provider_created` integer NOT NULL,
	`received` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `billing_ledger` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`subscription_id` text,
	`product_id` text,
	`interval` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`refunded` integer DEFAULT 0 NOT NULL,
	`charge_id` text,
	`provider_payment_id` text,
	`idempotency_key` text,
	`failure_message` text,
	`created` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `billing_ledger_user_created_idx` ON `billing_ledger` (`user_id`,`created`);--> statement-breakpoint
CREATE UNIQUE INDEX `billing_ledger_provider_payment_unique` ON `billing_ledger` (`provider_payment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `billing_ledger_idempotency_unique` ON `billing_ledger` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider_method_id` text NOT NULL,
	`brand` text NOT NULL,
	`last4` text NOT NULL,
	`exp_month` integer NOT NULL,
	`exp_year` integer NOT NULL,
	`primary` integer DEFAULT false NOT NULL,
	`created` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_methods_user_idx` ON `payment_methods` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_provider_unique` ON `payment_methods` (`provider_method_id`);--> statement-breakpoint
CREATE TABLE `plus_revenue_days` (
	`day` text NOT NULL,
	`currency` text NOT NULL,
	`revenue` integer NOT NULL,
	`creator_share` integer NOT NULL,
	PRIMARY KEY(`day`, `currency`)
);
--> statement-breakpoint
CREATE TABLE `billing_sandbox_clock` (
	`id` integer PRIMARY KEY NOT NULL,
	`offset_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	`interval` text NOT NULL,
	`next_interval` text,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer,
	`created` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_status_due_idx` ON `subscriptions` (`status`,`period_end`);