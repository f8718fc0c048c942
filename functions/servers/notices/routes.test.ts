// The notice routes over HTTP: /v3/servers/notices is not taken for a server's id, admins write through the API and
// the notices page's forms (times in the browser's zone, previews and refusals handed back), and a panel's viewer
// reads and dismisses what applies to their server.
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { UserRole } from '#contracts/enums.ts';
import { createSession } from '#access';
import { decodeFormEcho, FORM_ECHO_COOKIE } from '#contracts/form-echo.ts';
import { randomId } from '#lib/ids.ts';
import { makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();
let port = 32_000;

async function person(role: UserRole = 'developer') {
  const user = await makeUser(context.database.db, { role });
  const token = (await createSession(context.database.db, user.id, {})).token;
  const api = (path: string, init: RequestInit & { json?: unknown } = {}) => request(context.server.url, path, { ...init, token });
  const post = (path: string, fields: Record<string, string> | [string, string][]) =>
    fetch(context.server.url + path, {
      method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { origin: context.server.url, cookie: `kiln_session=${token}` },
    });
  return { user, api, post };
}

async function serverOf(ownerId: string) {
  const id = randomId();
  await context.database.db.insert(t.servers).values({
    id, ownerId, name: 'Route server', plan: 'small', ramMb: 4096, cpu: 2, storageMb: 32_768, swapMb: 1024, region: 'north-america',
    nodeId: 'local-north-america', port: ++port, loader: 'vanilla', gameVersion: '1.20.1', status: 'ready', created: new Date(),
  });
  return id;
}

const body = (overrides: Record<string, unknown> = {}) => ({ level: 'warning', message: 'Maintenance at *noon*', dismissable: true, ...overrides });
const where = (response: Response) => {
  const url = new URL(response.headers.get('location')!, context.server.url);
  return url.pathname + url.search + url.hash;
};
const echoOf = (response: Response) => {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${FORM_ECHO_COOKIE}=`));
  return decodeFormEcho(cookie?.slice(FORM_ECHO_COOKIE.length + 1).split(';')[0]);
};
const noticeRow = async (id: number) => (await context.database.db.select().from(t.serverNotices).where(eq(t.serverNotices.id, id)))[0];

describe('the notices API', () => {
  it('answers /v3/servers/notices itself rather than as a server called "notices"', async () => {
    const moderator = await person('moderator');
    const listed = await moderator.api('/v3/servers/notices');
    expect(listed.status).toBe(200);
    expect(Array.isArray(listed.body)).toBe(true);
    expect((await (await person()).api('/v3/servers/notices')).status).toBe(404);
  });

  it('lets admins create, edit and delete notices, and nobody else', async () => {
    const admin = await person('admin');
    const player = await person();
    const moderator = await person('moderator');
    expect((await player.api('/v3/servers/notices', { method: 'POST', json: body() })).status).toBe(404);
    expect((await moderator.api('/v3/servers/notices', { method: 'POST', json: body() })).status).toBe(404);
    const created = await admin.api('/v3/servers/notices', { method: 'POST', json: body({ begins: '2026-07-01T09:00:00+02:00', nodes: ['local-north-america'] }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ level: 'warning', begins: '2026-07-01T07:00:00.000Z', target: { nodes: ['local-north-america'], servers: [] } });
    expect(created.body.message_html).toContain('<em>noon</em>');

    const edited = await admin.api(`/v3/servers/notices/${created.body.id}`, { method: 'PATCH', json: body({ level: 'critical', title: 'Outage' }) });
    expect(edited.body).toMatchObject({ id: created.body.id, level: 'critical', title: 'Outage', begins: null, target: null });
    expect((await player.api(`/v3/servers/notices/${created.body.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await admin.api(`/v3/servers/notices/${created.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await admin.api(`/v3/servers/notices/${created.body.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await admin.api('/v3/servers/notices/not-a-number', { method: 'DELETE' })).status).toBe(404);
    expect((await admin.api('/v3/servers/notices', { method: 'POST', json: body({ level: 'loud' }) })).status).toBe(400);
  });

  it('shows a server’s notices to those who can see it, and remembers a dismissal', async () => {
    const admin = await person('admin');
    const owner = await person();
    const server = await serverOf(owner.user.id);
    const created = await admin.api('/v3/servers/notices', { method: 'POST', json: body({ servers: [server] }) });
    const shown = await owner.api(`/v3/servers/${server}/notices`);
    expect(shown.body).toEqual([expect.objectContaining({ id: created.body.id, server_id: server, level: 'warning', dismissable: true })]);
    expect((await (await person()).api(`/v3/servers/${server}/notices`)).status).toBe(404);
    expect((await owner.api(`/v3/servers/${server}/notices/${created.body.id}/dismiss`, { method: 'POST' })).status).toBe(204);
    expect((await owner.api(`/v3/servers/${server}/notices`)).body).toEqual([]);
    expect((await admin.api(`/v3/servers/${server}/notices`)).body).toHaveLength(1);
  });
});

describe('the notices page’s forms', () => {
  const fields = (overrides: Record<string, string> = {}) => ({
    level: 'info', title: 'Upgrade', message: 'New CPUs', dismissable: 'on', begins: '2026-12-24T18:00', expires: '', time_zone: 'Europe/Berlin', target: 'all', ...overrides,
  });

  it('creates a notice from wall-clock times in the browser’s zone, and edits and deletes it', async () => {
    const admin = await person('admin');
    const created = await admin.post('/_internal/servers/notices', fields());
    expect(created.status).toBe(303);
    expect(where(created)).toBe('/admin/servers/notices?notice=created');
    const [latest] = await context.database.db.select().from(t.serverNotices).orderBy(desc(t.serverNotices.id)).limit(1);
    expect(latest).toMatchObject({ title: 'Upgrade', dismissable: true, begins: new Date('2026-12-24T17:00:00Z'), expires: null, target: null });

    const { dismissable: _unchecked, ...rest } = fields({ level: 'survey', target: 'chosen' });
    const edited = await admin.post(`/_internal/servers/notices/${latest!.id}`, [...Object.entries(rest), ['nodes', 'local-central-europe'], ['nodes', 'local-western-europe']]);
    expect(where(edited)).toBe('/admin/servers/notices?notice=updated');
    expect(await noticeRow(latest!.id)).toMatchObject({ level: 'survey', dismissable: false, target: JSON.stringify({ nodes: ['local-central-europe', 'local-western-europe'], servers: [] }) });

    expect(where(await admin.post(`/_internal/servers/notices/${latest!.id}/delete`, {}))).toBe('/admin/servers/notices?notice=deleted');
    expect(await noticeRow(latest!.id)).toBeUndefined();
  });

  it('hands a preview or a refused form back to the page with what was typed', async () => {
    const admin = await person('admin');
    const before = await context.database.db.$count(t.serverNotices);
    const preview = await admin.post('/_internal/servers/notices', fields({ intent: 'preview' }));
    expect(where(preview)).toBe('/admin/servers/notices?preview=1#notice-form');
    expect(echoOf(preview)).toMatchObject({ form: 'create', values: { message: 'New CPUs', time_zone: 'Europe/Berlin' } });
    expect((await admin.post('/_internal/servers/notices/999999999', fields())).status).toBe(404);
    const backwards = await admin.post('/_internal/servers/notices', fields({ expires: '2026-12-24T17:00' }));
    expect(where(backwards)).toBe('/admin/servers/notices?error=window#notice-form');
    const empty = await admin.post('/_internal/servers/notices', fields({ message: ' ' }));
    expect(where(empty)).toBe('/admin/servers/notices?error=invalid#notice-form');
    const nowhere = await admin.post('/_internal/servers/notices', fields({ target: 'chosen', servers: 'NoSuchServer' }));
    expect(where(nowhere)).toBe('/admin/servers/notices?error=target#notice-form');
    expect(await context.database.db.$count(t.serverNotices)).toBe(before);
  });

  it('is a 404 to anyone but admins, and sends a signed-out browser to sign in', async () => {
    expect((await (await person('moderator')).post('/_internal/servers/notices', fields())).status).toBe(404);
    expect((await (await person()).post('/_internal/servers/notices', fields({ message: '' }))).status).toBe(404);
    const anonymous = await fetch(`${context.server.url}/_internal/servers/notices`, { method: 'POST', body: new URLSearchParams(fields()), redirect: 'manual', headers: { origin: context.server.url } });
    expect(where(anonymous)).toMatch(/^\/auth\/sign-in\?redirect=%2Fadmin%2Fservers%2Fnotices/);
  });

  it('dismisses from the panel and goes back to it', async () => {
    const admin = await person('admin');
    const owner = await person();
    const server = await serverOf(owner.user.id);
    const created = await admin.api('/v3/servers/notices', { method: 'POST', json: body({ servers: [server] }) });
    const dismissed = await owner.post(`/_internal/servers/${server}/notices/${created.body.id}/dismiss`, {});
    expect(where(dismissed)).toBe(`/servers/manage/${server}`);
    expect((await owner.api(`/v3/servers/${server}/notices`)).body).toEqual([]);
  });
});
