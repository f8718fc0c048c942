import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { request as httpRequest } from 'node:http';
import * as t from '#db/schema/index.ts';
import { hashToken } from '../../access/tokens.ts';
import { scope } from '#contracts/scopes.ts';
import { createSession } from '../../access/sessions/store.ts';
import { makePat, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { ICON_MAX_BYTES } from '#contracts/limits.ts';
import { decodeFormEcho } from '#contracts/form-echo.ts';

const context = useTestServer();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const READ = scope('USER_READ') + scope('PROJECT_READ');
const app = { name: 'Launcher', max_scopes: READ, redirect_uris: ['https://app.example/cb'], url: 'https://app.example', description: 'Plays modpacks' };

async function signedIn() {
  const user = await makeUser(context.database.db);
  const session = await createSession(context.database.db, user.id, {});
  return { user, headers: { cookie: `kiln_session=${session.token}`, origin: context.server.url } };
}

/** The status answered to an upload announcing `size` bytes, read before any byte of the body is sent. */
function announcedUploadStatus(path: string, size: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const upload = httpRequest(context.server.url + path, { method: 'PATCH', headers: { ...headers, 'content-length': String(size) } }, (response) => {
      resolve(response.statusCode!);
      upload.destroy();
    });
    upload.on('error', (error) => (upload.destroyed ? undefined : reject(error)));
    upload.flushHeaders();
  });
}

describe('/_internal/oauth/app (JSON)', () => {
  it('registers an app, returns the secret once and keeps only its sha256', async () => {
    const { user, headers } = await signedIn();
    const created = await request(context.server.url, '/_internal/oauth/app', { method: 'POST', headers, json: app });
    expect(created.status).toBe(200);
    const { client, client_secret: secret } = created.body;
    expect(client).toMatchObject({ name: 'Launcher', max_scopes: READ, created_by: user.id, icon_url: null, url: 'https://app.example', description: 'Plays modpacks' });
    expect(client.id).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(client.redirect_uris).toEqual([{ id: expect.any(String), client_id: client.id, uri: 'https://app.example/cb' }]);
    const [row] = await context.database.db.select().from(t.oauthApps).where(eq(t.oauthApps.id, client.id));
    expect(row!.secretHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await request(context.server.url, '/_internal/oauth/apps', { headers });
    expect(listed.body).toEqual([client]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect((await request(context.server.url, `/_internal/oauth/app/${client.id}`, { headers })).body).toEqual(client);
  });

  it.each([
    [{ name: 'ab' }, /Name/],
    [{ redirect_uris: [] }, /redirect URIs/],
    [{ redirect_uris: ['http://app.example/cb'] }, /redirect URIs/],
    [{ max_scopes: scope('SESSION_ACCESS') }, /max_scopes/],
    [{ max_scopes: 0 }, /max_scopes/],
    [{ url: 'javascript:alert(1)' }, /URL/],
    [{ name: 42 }, /name/],
  ])('answers 400 for %o', async (change, message) => {
    const { headers } = await signedIn();
    const response = await request(context.server.url, '/_internal/oauth/app', { method: 'POST', headers, json: { ...app, ...change } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'request_error', description: expect.stringMatching(message) });
  });

  it('lets only the owner read, edit, rotate, set the icon of and delete an app', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const { body } = await request(context.server.url, '/_internal/oauth/app', { method: 'POST', headers: owner.headers, json: app });
    const path = `/_internal/oauth/app/${body.client.id}`;
    for (const [method, suffix, json] of [['GET', '', undefined], ['PATCH', '', { name: 'Mine now' }], ['DELETE', '', undefined], ['POST', '/secret', undefined], ['DELETE', '/icon', undefined]] as const) {
      expect((await request(context.server.url, path + suffix, { method, headers: stranger.headers, json })).status).toBe(404);
    }
    expect((await request(context.server.url, `${path}/icon`, { method: 'PATCH', headers: { ...stranger.headers, 'content-type': 'image/png' }, body: PNG })).status).toBe(404);

    expect((await request(context.server.url, path, { method: 'PATCH', headers: owner.headers, json: { name: 'Renamed', redirect_uris: ['http://127.0.0.1:9000/cb'] } })).status).toBe(204);
    expect((await request(context.server.url, path, { method: 'PATCH', headers: owner.headers, json: { redirect_uris: ['https://x.example/#f'] } })).status).toBe(400);
    const edited = (await request(context.server.url, path, { headers: owner.headers })).body;
    expect(edited).toMatchObject({ name: 'Renamed', redirect_uris: [{ uri: 'http://127.0.0.1:9000/cb' }] });

    const rotated = await request(context.server.url, `${path}/secret`, { method: 'POST', headers: owner.headers });
    expect(rotated.body.client_secret).not.toBe(body.client_secret);
    const [row] = await context.database.db.select().from(t.oauthApps).where(eq(t.oauthApps.id, body.client.id));
    expect(row!.secretHash).toBe(hashToken(rotated.body.client_secret));

    expect((await request(context.server.url, path, { method: 'DELETE', headers: owner.headers })).status).toBe(204);
    expect((await request(context.server.url, path, { headers: owner.headers })).status).toBe(404);
  });

  it('stores an icon sniffed from its bytes, serves it publicly with nosniff, and refuses other files', async () => {
    const { headers } = await signedIn();
    const { body } = await request(context.server.url, '/_internal/oauth/app', { method: 'POST', headers, json: app });
    const path = `/_internal/oauth/app/${body.client.id}`;
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await request(context.server.url, `${path}/icon?ext=png`, { method: 'PATCH', headers: { ...headers, 'content-type': 'image/png' }, body: svg });
    expect(refused.status).toBe(400);
    expect(refused.body.description).toMatch(/PNG, JPEG, GIF or WebP/);
    expect(await announcedUploadStatus(`${path}/icon`, ICON_MAX_BYTES + 1, headers)).toBe(400);

    expect((await request(context.server.url, `${path}/icon?ext=jpg`, { method: 'PATCH', headers, body: PNG })).status).toBe(204);
    const { icon_url: iconUrl } = (await request(context.server.url, path, { headers })).body;
    expect(iconUrl).toMatch(new RegExp(`/_internal/oauth/app/${body.client.id}/icon\\?v=`));
    const icon = await fetch(context.server.url + new URL(iconUrl).pathname + new URL(iconUrl).search);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await icon.arrayBuffer())).toEqual(PNG);

    expect((await request(context.server.url, `${path}/icon`, { method: 'DELETE', headers })).status).toBe(204);
    expect((await request(context.server.url, path, { headers })).body.icon_url).toBeNull();
    expect((await fetch(`${context.server.url}${path}/icon`)).status).toBe(404);
  });

  it('refuses anonymous callers, PATs and cross-site cookie posts', async () => {
    const { user, headers } = await signedIn();
    const pat = await makePat(context.database.db, user.id, READ);
    expect((await request(context.server.url, '/_internal/oauth/apps')).status).toBe(401);
    expect((await request(context.server.url, '/_internal/oauth/apps', { token: pat })).status).toBe(401);
    const evil = await request(context.server.url, '/_internal/oauth/app', { method: 'POST', headers: { ...headers, origin: 'https://evil.example' }, json: app });
    expect(evil.status).toBe(401);
  });
});

describe('/_internal/oauth/app form posts', () => {
  const post = (path: string, body: FormData | URLSearchParams, headers: Record<string, string>) =>
    fetch(context.server.url + path, { method: 'POST', body, headers, redirect: 'manual' });

  function form(fields: [string, string][], icon?: Uint8Array) {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    data.append('icon', icon ? new Blob([icon as BlobPart], { type: 'application/octet-stream' }) : new Blob([]), icon ? 'icon.bin' : '');
    return data;
  }
  const FIELDS: [string, string][] = [['name', 'Form app'], ['redirect_uris', 'http://localhost:7000/cb\nhttps://app.example/cb'], ['scope', 'USER_READ'], ['description', ''], ['url', '']];

  it('creates with an icon and hands the secret to the page once', async () => {
    const { user, headers } = await signedIn();
    const response = await post('/_internal/oauth/app/create', form(FIELDS, PNG), headers);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/settings/applications');
    const [row] = await context.database.db.select().from(t.oauthApps).where(eq(t.oauthApps.createdBy, user.id));
    expect(row).toMatchObject({ name: 'Form app', maxScopes: scope('USER_READ'), iconType: 'image/png', description: null, url: null });
    const cookie = response.headers.get('set-cookie')!;
    const secret = new RegExp(`^kiln_new_app_secret=${row!.id}\\.([A-Za-z0-9_-]{43}); Path=/settings/applications; Max-Age=300; HttpOnly; SameSite=Lax`).exec(cookie)?.[1];
    expect(hashToken(secret!)).toBe(row!.secretHash);
  });

  it.each([
    [[['name', 'no'], ['redirect_uris', 'https://a.example/cb'], ['scope', 'USER_READ']], 'name', undefined],
    [[['name', 'No URIs'], ['redirect_uris', ''], ['scope', 'USER_READ']], 'redirect_uris', undefined],
    [[['name', 'No scopes'], ['redirect_uris', 'https://a.example/cb']], 'scopes', undefined],
    [[['name', 'Bad icon'], ['redirect_uris', 'https://a.example/cb'], ['scope', 'USER_READ']], 'icon_type', new TextEncoder().encode('<svg/>')],
  ] as const)('sends %o back with error=%s', async (fields, error, icon) => {
    const { headers } = await signedIn();
    const response = await post('/_internal/oauth/app/create', form(fields as unknown as [string, string][], icon), headers);
    expect(response.headers.get('location')).toBe(`/settings/applications?error=${error}`);
  });

  it('hands everything typed back to the form it came from, never the icon file itself', async () => {
    const { user, headers } = await signedIn();
    const fields: [string, string][] = [['name', 'Echo app'], ['description', 'Kept'], ['url', 'https://echo.example'], ['redirect_uris', 'ftp://echo.example'],
      ['scope', 'USER_READ'], ['scope', 'PROJECT_READ']];
    const refused = await post('/_internal/oauth/app/create', form(fields, PNG), headers);
    expect(refused.headers.get('location')).toBe('/settings/applications?error=redirect_uris');
    const cookie = refused.headers.getSetCookie().find((line) => line.startsWith('kiln_form='))!;
    expect(cookie).toMatch(/; Path=\/settings\/applications; Max-Age=60; HttpOnly; SameSite=Lax/);
    expect(decodeFormEcho(/^kiln_form=([^;]*)/.exec(cookie)![1])).toEqual({
      form: 'create',
      values: { name: 'Echo app', description: 'Kept', url: 'https://echo.example', redirect_uris: 'ftp://echo.example', scope: ['USER_READ', 'PROJECT_READ'], icon: 'chosen', remove_icon: '' },
    });

    await post('/_internal/oauth/app/create', form(FIELDS), headers);
    const [row] = await context.database.db.select().from(t.oauthApps).where(eq(t.oauthApps.createdBy, user.id));
    const badEdit = await post(`/_internal/oauth/app/${row!.id}/edit`, form([['name', 'x'], ['redirect_uris', 'https://b.example/cb']]), headers);
    expect(decodeFormEcho(/kiln_form=([^;]*)/.exec(badEdit.headers.get('set-cookie') ?? '')?.[1])).toMatchObject({
      form: `edit:${row!.id}`, values: { name: 'x', scope: [], icon: '' },
    });
  });

  it('edits, removes the icon, rotates, deletes; only for the owner; signed-out visitors sign in', async () => {
    const { user, headers } = await signedIn();
    const stranger = await signedIn();
    await post('/_internal/oauth/app/create', form(FIELDS, PNG), headers);
    const [row] = await context.database.db.select().from(t.oauthApps).where(eq(t.oauthApps.createdBy, user.id));
    const base = `/_internal/oauth/app/${row!.id}`;
    expect((await post(`${base}/edit`, form([['name', 'Stolen'], ...FIELDS.slice(1)]), stranger.headers)).status).toBe(404);
    expect((await post(`${base}/rotate`, new URLSearchParams(), stranger.headers)).status).toBe(404);
    expect((await post(`${base}/delete`, new URLSearchParams(), stranger.headers)).status).toBe(404);

    const edit = await post(`${base}/edit`, form([['name', 'Edited'], ['redirect_uris', 'https://b.example/cb'], ['scope', 'PROJECT_READ'], ['remove_icon', 'on']]), headers);
    expect(edit.headers.get('location')).toBe('/settings/applications');
    const [edited] = await context.database.db.select().from(t.oauthApps).where(eq(t.oauthApps.id, row!.id));
    expect(edited).toMatchObject({ name: 'Edited', maxScopes: scope('PROJECT_READ'), iconKey: null });
    const badEdit = await post(`${base}/edit`, form([['name', 'Edited'], ['redirect_uris', 'ftp://b.example'], ['scope', 'PROJECT_READ']]), headers);
    expect(badEdit.headers.get('location')).toBe(`/settings/applications?error=redirect_uris&app=${row!.id}`);

    const rotate = await post(`${base}/rotate`, new URLSearchParams(), headers);
    expect(rotate.headers.get('set-cookie')).toMatch(new RegExp(`^kiln_new_app_secret=${row!.id}\\.`));
    expect((await post(`${base}/delete`, new URLSearchParams(), headers)).headers.get('location')).toBe('/settings/applications');
    expect(await context.database.db.select().from(t.oauthApps).where(eq(t.oauthApps.id, row!.id))).toEqual([]);

    const anonymous = await post('/_internal/oauth/app/create', form(FIELDS), { origin: context.server.url });
    expect(anonymous.headers.get('location')).toBe('/auth/sign-in?redirect=%2Fsettings%2Fapplications');
  });
});
