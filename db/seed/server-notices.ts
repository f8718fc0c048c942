// A demo server notice: an information notice on every panel that its reader can dismiss, so the panel and
// /admin/servers/notices show the feature from the first start.
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

export const DEMO_NOTICE = {
  level: 'info',
  title: 'Welcome to Kiln Servers',
  message: 'Your server runs on a node in the region you chose. Staff post **maintenance windows** and incidents here; dismiss this notice once you have read it.',
} as const;

export async function seedServerNotices(db: Db, options: { now: Date }): Promise<void> {
  await db.insert(t.serverNotices).values({ ...DEMO_NOTICE, dismissable: true, begins: null, expires: null, target: null, created: options.now });
}
