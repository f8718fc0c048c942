// Mailer adapter writing to the mail_outbox table: the default, so development and tests need no mail service.
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import type { Mailer } from './port.ts';

export function createOutboxMailer(db: Db, clock: () => Date = () => new Date()): Mailer {
  return {
    async send(message) {
      await db.insert(t.mailOutbox).values({ ...message, created: clock() });
    },
  };
}
