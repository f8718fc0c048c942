// Picks the Mailer adapter from the configuration (MAIL_TRANSPORT), and reads the outbox for the development viewer.
import { desc } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema/index.ts';
import { ConfigError, type Config } from '#config';
import { createHttpMailer } from './http.ts';
import { createOutboxMailer } from './outbox.ts';
import type { Mailer } from './port.ts';

export type { Mailer, MailMessage } from './port.ts';

export function createMailer(config: Config, db: Db): Mailer {
  if (config.MAIL_TRANSPORT === 'outbox') return createOutboxMailer(db);
  if (!config.MAIL_API_URL || !config.MAIL_API_KEY) throw new ConfigError('MAIL_TRANSPORT=http needs MAIL_API_URL and MAIL_API_KEY');
  return createHttpMailer({ url: config.MAIL_API_URL, apiKey: config.MAIL_API_KEY, from: config.MAIL_FROM });
}

export const listOutbox = (db: Db, limit = 50) =>
  db.select().from(t.mailOutbox).orderBy(desc(t.mailOutbox.created), desc(t.mailOutbox.id)).limit(limit);
