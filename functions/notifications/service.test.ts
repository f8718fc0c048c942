// The header's unread count: the recipient's own unread notifications, falling as they are read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeUser } from '#testing/factory.ts';
import { notify } from './notify.ts';
import { markNotificationRead, notificationsForDashboard, unreadNotificationCount } from './service.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(() => database.dispose());

describe('unreadNotificationCount', () => {
  it('counts only the recipient\'s unread notifications', async () => {
    const { db } = database;
    const [reader, other] = [await makeUser(db), await makeUser(db)];
    expect(await unreadNotificationCount(db, reader.id)).toBe(0);
    await notify(db, [reader.id, other.id], { type: 'pat_created', token_name: 'ci' });
    await notify(db, [reader.id], { type: 'report_submitted', report_id: 'abc' });
    expect(await unreadNotificationCount(db, reader.id)).toBe(2);
    expect(await unreadNotificationCount(db, other.id)).toBe(1);

    const [first] = await notificationsForDashboard(db, reader.id, 'unread');
    await markNotificationRead(db, { userId: reader.id, role: 'developer', scopes: 0, via: 'session' }, first!.id);
    expect(await unreadNotificationCount(db, reader.id)).toBe(1);
  });
});
