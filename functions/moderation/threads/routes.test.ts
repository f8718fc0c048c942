// Threads over HTTP (api-compat §threads): who reads and writes which thread, private messages, replies, deletion, the inbox.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { makeProject } from '#testing/factory.ts';
import { useModerationServer, type Person } from '../testing.ts';

const { context, person, api } = useModerationServer();
const text = (body: string, extra: Record<string, unknown> = {}) => ({ body: { type: 'text', body, ...extra } });

let creator: Person;
let moderator: Person;
let stranger: Person;
beforeAll(async () => {
  [creator, moderator, stranger] = [await person(), await person('moderator'), await person()];
});

describe('project threads', () => {
  it('exist from the project’s creation, for its members and staff only', async () => {
    const project = await makeProject(context.database.db, { ownerId: creator.user.id });
    expect((await api(creator.token, `/v2/thread/${project.threadId}`)).body).toMatchObject({ id: project.threadId, type: 'project', project_id: project.id, messages: [] });
    expect((await api(stranger.token, `/v2/thread/${project.threadId}`)).status).toBe(404);
    expect((await api(moderator.token, `/v2/thread/${project.threadId}`)).status).toBe(200);
  });

  it('hide private staff messages from members, and tell members about public ones', async () => {
    const project = await makeProject(context.database.db, { ownerId: creator.user.id });
    expect((await api(moderator.token, `/v2/thread/${project.threadId}`, { method: 'POST', json: text('Internal note', { private: true }) })).status).toBe(204);
    expect((await api(moderator.token, `/v2/thread/${project.threadId}`, { method: 'POST', json: text('Please add a license.') })).status).toBe(204);
    const seen = await api(creator.token, `/v2/thread/${project.threadId}`);
    expect(seen.body.messages.map((message: { body: { body: string } }) => message.body.body)).toEqual(['Please add a license.']);
    expect(seen.body.messages[0].body).toEqual({ type: 'text', body: 'Please add a license.', private: false, replying_to: null, associated_images: [] });
    expect(seen.body.members.map((member: { id: string }) => member.id)).toEqual([moderator.user.id]);
    expect((await api(moderator.token, `/v2/thread/${project.threadId}`)).body.messages).toHaveLength(2);
    const notes = await context.database.db.select().from(t.notifications).where(eq(t.notifications.userId, creator.user.id));
    expect(notes.map((row) => row.body)).toContainEqual(expect.objectContaining({ type: 'moderator_message', project_id: project.id, report_id: null }));
  });

  it('refuse private messages from members, replies to other threads, and empty or oversized messages', async () => {
    const project = await makeProject(context.database.db, { ownerId: creator.user.id });
    const other = await makeProject(context.database.db, { ownerId: creator.user.id });
    expect((await api(creator.token, `/v2/thread/${project.threadId}`, { method: 'POST', json: text('Secret', { private: true }) })).status).toBe(401);
    await api(creator.token, `/v2/thread/${other.threadId}`, { method: 'POST', json: text('Elsewhere') });
    const [elsewhere] = await context.database.db.select().from(t.threadMessages).where(eq(t.threadMessages.threadId, other.threadId));
    expect((await api(creator.token, `/v2/thread/${project.threadId}`, { method: 'POST', json: text('Re', { replying_to: elsewhere!.id }) })).status).toBe(400);
    expect((await api(creator.token, `/v2/thread/${project.threadId}`, { method: 'POST', json: text('   ') })).status).toBe(400);
    expect((await api(creator.token, `/v2/thread/${project.threadId}`, { method: 'POST', json: text('x'.repeat(65_537)) })).status).toBe(400);
    expect((await api(creator.token, `/v2/thread/${project.threadId}`, { method: 'POST', json: text('Reply', { replying_to: null }) })).status).toBe(204);
  });
});

describe('messages and the inbox', () => {
  it('deletes a message as its author, keeping a marker; others may not', async () => {
    const project = await makeProject(context.database.db, { ownerId: creator.user.id });
    await api(creator.token, `/v2/thread/${project.threadId}`, { method: 'POST', json: text('Oops') });
    const [message] = await context.database.db.select().from(t.threadMessages).where(eq(t.threadMessages.threadId, project.threadId));
    expect((await api(stranger.token, `/v2/message/${message!.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await api(creator.token, `/v2/message/${message!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(creator.token, `/v2/thread/${project.threadId}`)).body.messages[0].body).toEqual({ type: 'deleted', private: false });
  });

  it('lists threads whose last word is not staff’s for moderators, and is a 404 for others', async () => {
    const project = await makeProject(context.database.db, { ownerId: creator.user.id });
    await api(creator.token, `/v2/thread/${project.threadId}`, { method: 'POST', json: text('Is my project reviewed yet?') });
    const inbox = async () => (await api(moderator.token, '/v3/thread/inbox')).body.map((thread: { id: string }) => thread.id);
    expect(await inbox()).toContain(project.threadId);
    await api(moderator.token, `/v2/thread/${project.threadId}`, { method: 'POST', json: text('Soon.') });
    expect(await inbox()).not.toContain(project.threadId);
    expect((await api(creator.token, '/v3/thread/inbox')).status).toBe(404);
  });

  it('lets a reporter write to their report’s thread until it is closed', async () => {
    const player = await person();
    const project = await makeProject(context.database.db, { ownerId: creator.user.id });
    const report = await api(player.token, '/v2/report', { method: 'POST', json: { report_type: 'spam', item_id: project.id, item_type: 'project', body: 'Spam' } });
    expect((await api(player.token, `/v2/thread/${report.body.thread_id}`, { method: 'POST', json: text('Another link') })).status).toBe(204);
    expect((await api(creator.token, `/v2/thread/${report.body.thread_id}`)).status).toBe(404);
    await api(moderator.token, `/v2/thread/${report.body.thread_id}`, { method: 'POST', json: text('Thanks, looking.') });
    const notes = await context.database.db.select().from(t.notifications).where(eq(t.notifications.userId, player.user.id));
    expect(notes.map((row) => row.body)).toContainEqual(expect.objectContaining({ type: 'moderator_message', report_id: report.body.id }));
    await api(moderator.token, `/v2/report/${report.body.id}`, { method: 'PATCH', json: { closed: true } });
    expect((await api(player.token, `/v2/thread/${report.body.thread_id}`, { method: 'POST', json: text('One more') })).status).toBe(401);
  });
});
