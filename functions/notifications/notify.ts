// Writing notifications: every feature that tells users something calls notify() inside its own transaction.
import * as t from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { notificationBody, type NotificationBody } from '#contracts/notifications.ts';
import { randomId } from '#lib/ids.ts';

export type NotificationWriter = Pick<Db, 'insert'>;

/** One notification per recipient (duplicates removed); the body is validated so a writer bug fails loudly. */
export async function notify(tx: NotificationWriter, userIds: readonly string[], body: NotificationBody, now = new Date()): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  const valid = notificationBody.parse(body);
  await tx.insert(t.notifications).values(recipients.map((userId) => ({ id: randomId(), userId, body: valid, read: false, created: now })));
}
