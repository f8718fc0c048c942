// Project threads at the data level: the thread a project reserved at creation, and the one writer of thread messages (replies, status changes, report closures, scanner findings).
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { ApiError } from '#contracts/errors.ts';
import { threadMessageBody, type ThreadMessageBody } from '#contracts/threads.ts';
import { randomId } from '#lib/ids.ts';
import type { Db } from '#db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AppendInput {
  authorId: string | null;
  body: ThreadMessageBody;
  now?: Date;
}

/** Appends a message to a thread that already exists; returns the message's ID. */
export async function appendThreadMessage(db: Db | Tx, threadId: string, input: AppendInput): Promise<string> {
  const id = randomId();
  await db.insert(t.threadMessages).values({
    id, threadId, authorId: input.authorId, body: threadMessageBody.parse(input.body), created: input.now ?? new Date(),
  });
  return id;
}

/** Creates the project's thread under the ID its project row reserved, unless it exists. */
export async function ensureProjectThread(db: Db | Tx, projectId: string, now = new Date()): Promise<string> {
  const [project] = await db.select({ threadId: t.projects.threadId }).from(t.projects).where(eq(t.projects.id, projectId)).limit(1);
  if (!project) throw new ApiError('not_found', 'The project does not exist.');
  await db.insert(t.threads).values({ id: project.threadId, type: 'project', projectId, created: now }).onConflictDoNothing();
  return project.threadId;
}

/** Appends a message to a project's thread, creating the thread on its first message; returns the message's ID. */
export async function appendProjectThreadMessage(
  db: Db | Tx,
  input: { projectId: string; authorId: string | null; body: ThreadMessageBody; now?: Date },
): Promise<string> {
  const threadId = await ensureProjectThread(db, input.projectId, input.now);
  return appendThreadMessage(db, threadId, input);
}
