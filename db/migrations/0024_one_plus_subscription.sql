-- First payments left unfinished before this change: only a person's newest one can still complete.
UPDATE `subscriptions` SET `status` = 'incomplete_expired' WHERE `status` = 'incomplete' AND `product_id` = 'plus' AND EXISTS (
  SELECT 1 FROM `subscriptions` AS `other` WHERE `other`.`user_id` = `subscriptions`.`user_id` AND `other`.`product_id` = 'plus'
    AND `other`.`id` <> `subscriptions`.`id` AND (`other`.`status` IN ('active', 'past_due', 'cancelled')
      OR (`other`.`status` = 'incomplete' AND (`other`.`created` > `subscriptions`.`created` OR (`other`.`created` = `subscriptions`.`created` AND `other`.`id` > `subscriptions`.`id`))))
);--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_one_plus_unique` ON `subscriptions` (`user_id`) WHERE product_id = 'plus' and status in ('incomplete', 'active', 'past_due', 'cancelled');
