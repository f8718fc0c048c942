ALTER TABLE `organizations` ADD `updated` integer;--> statement-breakpoint
ALTER TABLE `versions` ADD `updated` integer;