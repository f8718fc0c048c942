// Reports over HTTP (api-compat §reports): filing, one open report per item, the hourly budget, who sees and edits what.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { REPORTS_PER_HOUR } from '#contracts/reports.ts';
import { MESSAGE_BODY_MAX } from '#contracts/threads.ts';
import { makeProject, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useModerationServer, type Person } from '../testing.ts';

const { context, person, api } = useModerationServer();

let creator: Person;
let moderator: Person;
beforeAll(async () => {
  creator = await person();
  moderator = await person('moderator');
});

const newProject = async () => makeProject(context.database.db, { ownerId: creator.user.id });
const spam = (itemId: string, itemType = 'project') => ({ report_type: 'spam', item_id: itemId, item_type: itemType, body: 'It is spam.' });

describe('POST /v2/report', () => {
  it('files a report by ID or slug, with its thread and a notification to the reporter', async () => {
    const player = await person();
    const project = await newProject();
    const filed = await api(player.token, '/v2/report', { method: 'POST', json: spam(project.slug) });
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({ report_type: 'spam', item_id: project.id, item_type: 'project', reporter: player.user.id, closed: false });
    const thread = await api(player.token, `/v2/thread/${filed.body.thread_id}`);
    expect(thread.body).toMatchObject({ type: 'report', report_id: filed.body.id, project_id: null, messages: [] });
    const notifications = await context.database.db.select().from(t.notifications).where(eq(t.notifications.userId, player.user.id));
    expect(notifications.map((row) => row.body)).toEqual([{ type: 'report_submitted', report_id: filed.body.id }]);
  });

  it('reports versions and users too', async () => {
    const player = await person();
    const version = await makeVersion(context.database.db, { projectId: (await newProject()).id, authorId: creator.user.id });
    expect((await api(player.token, '/v2/report', { method: 'POST', json: spam(version.id, 'version') })).status).toBe(200);
    const user = await api(player.token, '/v2/report', { method: 'POST', json: spam(creator.user.username, 'user') });
    expect(user.body).toMatchObject({ item_type: 'user', item_id: creator.user.id });
  });

  it('keeps one open report per reporter and item, and names the open one', async () => {
    const player = await person();
    const project = await newProject();
    const first = await api(player.token, '/v2/report', { method: 'POST', json: spam(project.id) });
    const second = await api(player.token, '/v2/report', { method: 'POST', json: { ...spam(project.id), report_type: 'copyright' } });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'conflict', details: { report_id: first.body.id } });
    await api(moderator.token, `/v2/report/${first.body.id}`, { method: 'PATCH', json: { closed: true } });
    expect((await api(player.token, '/v2/report', { method: 'POST', json: spam(project.id) })).status).toBe(200);
  });

  it('refuses unknown report types, missing or hidden items, and bodies past the limit', async () => {
    const player = await person();
    const project = await newProject();
    const hidden = await makeProject(context.database.db, { ownerId: creator.user.id, status: 'draft' });
    expect((await api(player.token, '/v2/report', { method: 'POST', json: { ...spam(project.id), report_type: 'boring' } })).status).toBe(400);
    const missing = await api(player.token, '/v2/report', { method: 'POST', json: spam('nothing-here') });
    expect(missing.body).toEqual({ error: 'invalid_input', description: 'Could not find project nothing-here' });
    expect((await api(player.token, '/v2/report', { method: 'POST', json: spam(hidden.id) })).status).toBe(400);
    const long = await api(player.token, '/v2/report', { method: 'POST', json: { ...spam(project.id), body: 'x'.repeat(MESSAGE_BODY_MAX + 1) } });
    expect(long.status).toBe(400);
  });

  it(`answers 429 after ${REPORTS_PER_HOUR} new reports in an hour`, async () => {
    const player = await person();
    for (let n = 0; n < REPORTS_PER_HOUR; n += 1) {
      expect((await api(player.token, '/v2/report', { method: 'POST', json: spam((await newProject()).id) })).status).toBe(200);
    }
    const refused = await api(player.token, '/v2/report', { method: 'POST', json: spam((await newProject()).id) });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('ratelimit_error');
  });
});

describe('reading and changing reports', () => {
  it('lists the caller’s open reports; all=true gives moderators everyone’s', async () => {
    const player = await person();
    const other = await person();
    const mine = await api(player.token, '/v2/report', { method: 'POST', json: spam((await newProject()).id) });
    const theirs = await api(other.token, '/v2/report', { method: 'POST', json: spam((await newProject()).id) });
    const own = await api(player.token, '/v2/report?all=true');
    expect(own.body.map((report: { id: string }) => report.id)).toEqual([mine.body.id]);
    const all = await api(moderator.token, '/v2/report?all=true&count=1000');
    expect(all.body.map((report: { id: string }) => report.id)).toEqual(expect.arrayContaining([mine.body.id, theirs.body.id]));
    expect((await api(other.token, `/v2/report/${mine.body.id}`)).status).toBe(404);
    const some = await api(other.token, `/v2/reports?ids=${encodeURIComponent(JSON.stringify([mine.body.id, theirs.body.id]))}`);
    expect(some.body.map((report: { id: string }) => report.id)).toEqual([theirs.body.id]);
  });

  it('closing and reopening write to the thread and tell the reporter; a closed report is not the reporter’s to edit', async () => {
    const player = await person();
    const filed = await api(player.token, '/v2/report', { method: 'POST', json: spam((await newProject()).id) });
    expect((await api(player.token, `/v2/report/${filed.body.id}`, { method: 'PATCH', json: { body: 'More detail.' } })).status).toBe(204);
    expect((await api(player.token, `/v2/report/${filed.body.id}`, { method: 'PATCH', json: { closed: true } })).status).toBe(401);
    expect((await api(moderator.token, `/v2/report/${filed.body.id}`, { method: 'PATCH', json: { closed: true } })).status).toBe(204);
    const edit = await api(player.token, `/v2/report/${filed.body.id}`, { method: 'PATCH', json: { body: 'Too late.' } });
    expect(edit.status).toBe(401);
    expect((await api(player.token, `/v2/report/${filed.body.id}`)).body).toMatchObject({ body: 'More detail.', closed: true });
    expect((await api(moderator.token, `/v2/report/${filed.body.id}`, { method: 'PATCH', json: { closed: false } })).status).toBe(204);
    const thread = await api(player.token, `/v2/thread/${filed.body.thread_id}`);
    expect(thread.body.messages.map((message: { body: { type: string } }) => message.body.type)).toEqual(['thread_closure', 'thread_reopen']);
    const updates = await context.database.db.select().from(t.notifications).where(eq(t.notifications.userId, player.user.id));
    expect(updates.filter((row) => (row.body as { type: string }).type === 'report_status_updated')).toHaveLength(2);
  });

  it('lets only moderators delete a report', async () => {
    const player = await person();
    const filed = await api(player.token, '/v2/report', { method: 'POST', json: spam((await newProject()).id) });
    expect((await api(player.token, `/v2/report/${filed.body.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await api(moderator.token, `/v2/report/${filed.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(player.token, `/v2/report/${filed.body.id}`)).status).toBe(404);
    expect((await api(player.token, `/v2/thread/${filed.body.thread_id}`)).status).toBe(404);
  });
});

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

describe('evidence images', () => {
  const upload = (token: string, query = 'context=report&ext=png', body: Uint8Array = PNG) =>
    request(context.server.url, `/v3/image?${query}`, { method: 'POST', token, body: body as Uint8Array<ArrayBuffer> });

  it('are uploaded for a report and attached once, by their uploader only', async () => {
    const player = await person();
    const other = await person();
    const image = await upload(player.token);
    expect(image.status).toBe(200);
    expect(image.body).toMatchObject({ context: 'report', owner_id: player.user.id, url: expect.stringContaining('/images/report/') });
    const theirs = await api(other.token, '/v2/report', { method: 'POST', json: { ...spam((await newProject()).id), uploaded_images: [image.body.id] } });
    expect(theirs.status).toBe(400);
    const filed = await api(player.token, '/v2/report', { method: 'POST', json: { ...spam((await newProject()).id), uploaded_images: [image.body.id] } });
    expect(filed.status).toBe(200);
    const [row] = await context.database.db.select().from(t.reportImages).where(eq(t.reportImages.id, image.body.id));
    expect(row?.reportId).toBe(filed.body.id);
    const again = await api(player.token, '/v2/report', { method: 'POST', json: { ...spam((await newProject()).id), uploaded_images: [image.body.id] } });
    expect(again.status).toBe(400);
  });

  it('refuse other contexts, files that are not images, and more than ten per report', async () => {
    const player = await person();
    expect((await upload(player.token, 'context=project&ext=png')).status).toBe(400);
    expect((await upload(player.token, 'context=report', new TextEncoder().encode('not an image'))).status).toBe(400);
    const ids = Array.from({ length: 11 }, (_, n) => `AAAAAA${String(n).padStart(2, '0')}`);
    expect((await api(player.token, '/v2/report', { method: 'POST', json: { ...spam((await newProject()).id), uploaded_images: ids } })).status).toBe(400);
  });

  it('come with the report form as files', async () => {
    const player = await person();
    const project = await newProject();
    const form = new FormData();
    for (const [key, value] of Object.entries({ item_type: 'project', item: project.id, report_type: 'malicious', body: 'See the decompiled class.' })) form.append(key, value);
    form.append('images', new Blob([PNG as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'evidence.png');
    const posted = await fetch(`${context.server.url}/_internal/report/submit`, {
      method: 'POST', body: form, redirect: 'manual', headers: { authorization: player.token, origin: context.server.url },
    });
    expect(posted.status).toBe(303);
    const id = /\/dashboard\/report\/([0-9A-Za-z]+)\?status=submitted$/.exec(posted.headers.get('location') ?? '')?.[1];
    expect(id).toBeTruthy();
    expect(await context.database.db.select().from(t.reportImages).where(eq(t.reportImages.reportId, id!))).toHaveLength(1);
  });
});
