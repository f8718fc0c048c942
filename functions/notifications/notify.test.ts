// notify(): one row per distinct recipient, written in the caller's transaction, bodies validated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeUser } from '#testing/factory.ts';
import { notify } from './notify.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(() => database.dispose());

describe('notify', () => {
  it('writes one unread notification per distinct recipient', async () => {
    const { db } = database;
    const [a, b] = [await makeUser(db), await makeUser(db)];
    await notify(db, [a.id, b.id, a.id], { type: 'pat_created', token_name: 'ci' });
    const rows = await db.select().from(t.notifications);
    expect(rows.map((row) => row.userId).sort()).toEqual([a.id, b.id].sort());
    expect(rows.every((row) => row.read === false)).toBe(true);
    expect(rows[0]!.body).toEqual({ type: 'pat_created', token_name: 'ci' });
  });

  it('rolls back with the transaction it was written in', async () => {
    const { db } = database;
    const user = await makeUser(db);
    await expect(db.transaction(async (tx) => {
      await notify(tx, [user.id], { type: 'report_submitted', report_id: 'abc' });
      throw new Error('later step failed');
    })).rejects.toThrow('later step failed');
    expect(await db.select().from(t.notifications).where(eq(t.notifications.userId, user.id))).toEqual([]);
  });

  it('refuses a malformed body', async () => {
    const { db } = database;
    const user = await makeUser(db);
    await expect(notify(db, [user.id], { type: 'project_update', project_id: '' } as never)).rejects.toThrow();
  });
});
