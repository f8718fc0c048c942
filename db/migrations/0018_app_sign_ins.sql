CREATE TABLE `app_sign_ins` (
	`id` text PRIMARY KEY NOT NULL,
	`return_to` text NOT NULL,
	`code_challenge` text NOT NULL,
	`state` text NOT NULL,
	`user_id` text,
	`code_hash` text,
	`expires` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `app_sign_ins_code_hash_unique` ON `app_sign_ins` (`code_hash`);--> statement-breakpoint
CREATE INDEX `app_sign_ins_expires_idx` ON `app_sign_ins` (`expires`);