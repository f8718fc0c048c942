// The review queue over HTTP: submit through the state machine, a place in the queue, staff decisions told in the
// thread, by notification and by mail, the typical wait, and who may do what.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { createSession } from '#access';
import { listOutbox } from '#platform/mail/index.ts';
import { makeProject, makeVersion } from '#testing/factory.ts';
import { useModerationServer, type Person } from '../testing.ts';

const { context, person, api } = useModerationServer();

let moderator: Person;
beforeAll(async () => { moderator = await person('moderator'); });

/** A draft with a version, submitted by its owner through the API. */
async function queuedProject(owner: Person, title = 'Queued') {
  const project = await makeProject(context.database.db, { ownerId: owner.user.id, status: 'draft', title });
  await makeVersion(context.database.db, { projectId: project.id, authorId: owner.user.id });
  expect((await api(owner.token, `/v2/project/${project.id}`, { method: 'PATCH', json: { status: 'processing' } })).status).toBe(204);
  return project;
}

const typesOf = (thread: { messages: { body: { type: string } }[] }) => thread.messages.map((message) => message.body.type);

describe('submitting and the queue', () => {
  it('writes the submission to the thread and tells the creator their place in the queue', async () => {
    const creator = await person();
    const first = await queuedProject(creator);
    const second = await queuedProject(creator);
    const thread = await api(creator.token, `/v2/thread/${second.threadId}`);
    expect(thread.body.messages.map((message: { body: unknown }) => message.body)).toEqual([{ type: 'status_change', old_status: 'draft', new_status: 'processing' }]);
    const place = await api(creator.token, `/v3/project/${second.id}/queue`);
    const firstPlace = await api(creator.token, `/v3/project/${first.id}/queue`);
    expect(place.body).toMatchObject({ in_queue: true, position: firstPlace.body.position + 1 });
    expect(place.body.total).toBeGreaterThanOrEqual(2);
    expect((await api((await person()).token, `/v3/project/${second.id}/queue`)).status).toBe(404);
  });

  it('lets the creator withdraw a submission, but not approve it', async () => {
    const creator = await person();
    const project = await queuedProject(creator);
    expect((await api(creator.token, `/v2/project/${project.id}`, { method: 'PATCH', json: { status: 'approved' } })).status).toBe(401);
    expect((await api(creator.token, `/v2/project/${project.id}`, { method: 'PATCH', json: { status: 'draft' } })).status).toBe(204);
    expect((await api(creator.token, `/v3/project/${project.id}/queue`)).body).toMatchObject({ in_queue: false, position: null });
  });

  it('lists queued projects for staff, oldest first, by type and title; others get a 404', async () => {
    const creator = await person();
    const older = await queuedProject(creator, 'Zebra Tools');
    const newer = await queuedProject(creator, 'Zebra Maps');
    const list = await api(moderator.token, '/v3/moderation/projects?q=zebra');
    expect(list.body.map((entry: { project_id: string }) => entry.project_id)).toEqual([older.id, newer.id]);
    expect(list.body[0]).toMatchObject({ title: 'Zebra Tools', project_type: 'mod', owner: { id: creator.user.id } });
    const newest = await api(moderator.token, '/v3/moderation/projects?q=zebra&sort=newest');
    expect(newest.body.map((entry: { project_id: string }) => entry.project_id)).toEqual([newer.id, older.id]);
    expect((await api(moderator.token, '/v3/moderation/projects?q=zebra&type=shader')).body).toEqual([]);
    expect((await api(creator.token, '/v3/moderation/projects')).status).toBe(404);
  });
});

describe('decisions', () => {
  it('approve through the table, with the message in the thread, notifications, a mail and the typical wait', async () => {
    const creator = await person();
    const project = await queuedProject(creator, 'Decided Project');
    const decided = await api(moderator.token, `/v3/moderation/project/${project.id}/decision`, { method: 'POST', json: { status: 'approved', message: 'Looks great!' } });
    expect(decided.status).toBe(204);
    expect((await api(creator.token, `/v2/project/${project.id}`)).body).toMatchObject({ status: 'approved', requested_status: null });
    const thread = await api(creator.token, `/v2/thread/${project.threadId}`);
    expect(typesOf(thread.body)).toEqual(['status_change', 'status_change', 'text']);
    const notes = await context.database.db.select().from(t.notifications).where(eq(t.notifications.userId, creator.user.id));
    expect(notes.map((row) => (row.body as { type: string }).type).sort()).toEqual(['moderator_message', 'status_change']);
    const mail = (await listOutbox(context.database.db)).find((row) => row.to === creator.user.email);
    expect(mail?.subject).toContain('Decided Project');
    expect(mail?.text).toContain('Looks great!');
    const waiting = await queuedProject(creator);
    const place = await api(creator.token, `/v3/project/${waiting.id}/queue`);
    expect(place.body.typical_wait_seconds).toEqual(expect.any(Number));
  });

  it('refuse projects that are not queued, unknown decisions, and non-staff', async () => {
    const creator = await person();
    const approved = await makeProject(context.database.db, { ownerId: creator.user.id });
    const queued = await queuedProject(creator);
    expect((await api(moderator.token, `/v3/moderation/project/${approved.id}/decision`, { method: 'POST', json: { status: 'rejected' } })).status).toBe(400);
    expect((await api(moderator.token, `/v3/moderation/project/${queued.id}/decision`, { method: 'POST', json: { status: 'draft' } })).status).toBe(400);
    expect((await api(creator.token, `/v3/moderation/project/${queued.id}/decision`, { method: 'POST', json: { status: 'approved' } })).status).toBe(404);
    expect((await api(creator.token, `/v2/project/${queued.id}`)).body.status).toBe('processing');
  });

  it('mail the owner in the language they last used the site in', async () => {
    const creator = await person();
    await createSession(context.database.db, creator.user.id, { locale: 'de-DE' });
    const project = await queuedProject(creator, 'Zweites Projekt');
    await api(moderator.token, `/v3/moderation/project/${project.id}/decision`, { method: 'POST', json: { status: 'rejected', message: 'Bitte eine Beschreibung.' } });
    const mail = (await listOutbox(context.database.db)).find((row) => row.to === creator.user.email);
    expect(mail?.subject).toBe('Dein Projekt „Zweites Projekt“ wurde abgelehnt');
    expect(mail?.text).toMatch(/^Hallo .+,\n\nDein Projekt „Zweites Projekt“ wurde abgelehnt\./);
    expect(mail?.text).toMatch(/Die Moderation schreibt:\n\nBitte eine Beschreibung\.$/);
  });

  it('a moderator\'s status change through PATCH /v2/project mails the owner like a decision; the creator\'s own does not', async () => {
    const creator = await person();
    await createSession(context.database.db, creator.user.id, { locale: 'fr-FR' });
    const project = await queuedProject(creator, 'Raw Patch');
    const mailsTo = async () => (await listOutbox(context.database.db, 500)).filter((row) => row.to === creator.user.email);
    expect(await mailsTo()).toEqual([]);
    const patched = await api(moderator.token, `/v2/project/${project.id}`, {
      method: 'PATCH', json: { status: 'rejected', moderation_message: 'Missing description', moderation_message_body: 'Please describe what the mod does.' },
    });
    expect(patched.status).toBe(204);
    const [mail] = await mailsTo();
    expect(mail?.subject).toBe('Votre projet « Raw Patch » a été refusé');
    expect(mail?.text).toContain('La modération a écrit :\n\nMissing description\n\nPlease describe what the mod does.');
    expect(mail?.text).toContain(`/project/${project.slug}/moderation`);
    await api(moderator.token, `/v2/project/${project.id}`, { method: 'PATCH', json: { status: 'archived' } });
    expect((await mailsTo()).map((row) => row.subject)).toContain('Le statut de votre projet « Raw Patch » a changé');
    const before = (await mailsTo()).length;
    await api(creator.token, `/v2/project/${project.id}`, { method: 'PATCH', json: { status: 'approved' } });
    expect(await mailsTo()).toHaveLength(before);
  });

  it('a rejected project can be resubmitted', async () => {
    const creator = await person();
    const project = await queuedProject(creator);
    await api(moderator.token, `/v3/moderation/project/${project.id}/decision`, { method: 'POST', json: { status: 'rejected', message: 'Add a description.' } });
    expect((await api(creator.token, `/v2/project/${project.id}`, { method: 'PATCH', json: { status: 'processing' } })).status).toBe(204);
  });
});

describe('trusted creators', () => {
  it('are marked by staff only', async () => {
    const creator = await person();
    expect((await api(creator.token, `/v3/moderation/user/${creator.user.id}/trusted`, { method: 'POST', json: { trusted: true } })).status).toBe(404);
    expect((await api(moderator.token, `/v3/moderation/user/${creator.user.username}/trusted`, { method: 'POST', json: { trusted: true } })).status).toBe(204);
    const [row] = await context.database.db.select().from(t.trustedCreators).where(eq(t.trustedCreators.userId, creator.user.id));
    expect(row?.grantedBy).toBe(moderator.user.id);
    await api(moderator.token, `/v3/moderation/user/${creator.user.id}/trusted`, { method: 'POST', json: { trusted: false } });
    expect(await context.database.db.select().from(t.trustedCreators).where(eq(t.trustedCreators.userId, creator.user.id))).toEqual([]);
  });
});
