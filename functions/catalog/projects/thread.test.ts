// Project threads: the thread appears with its first message under the ID the project reserved at creation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { makeProject, makeUser } from '#testing/factory.ts';
import { appendProjectThreadMessage } from './thread.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(() => database.dispose());

describe('appendProjectThreadMessage', () => {
  it('creates the thread on the first message and reuses it afterwards, in a transaction too', async () => {
    const author = await makeUser(database.db);
    const project = await makeProject(database.db, { ownerId: author.id });
    const first = await appendProjectThreadMessage(database.db, {
      projectId: project.id, authorId: author.id, body: { type: 'text', body: 'hello', private: false, replying_to: null },
    });
    const second = await database.db.transaction((tx) => appendProjectThreadMessage(tx, {
      projectId: project.id, authorId: null, body: { type: 'status_change', old_status: 'draft', new_status: 'processing' },
    }));
    const threads = await database.db.select().from(t.threads).where(eq(t.threads.projectId, project.id));
    expect(threads).toEqual([expect.objectContaining({ id: project.threadId, type: 'project' })]);
    const messages = await database.db.select().from(t.threadMessages).where(eq(t.threadMessages.threadId, project.threadId));
    expect(messages.map((message) => message.id).sort()).toEqual([first, second].sort());
  });

  it('refuses a body outside the message types', async () => {
    const author = await makeUser(database.db);
    const project = await makeProject(database.db, { ownerId: author.id });
    await expect(appendProjectThreadMessage(database.db, {
      projectId: project.id, authorId: author.id, body: { type: 'shout' } as never,
    })).rejects.toThrow();
  });
});
