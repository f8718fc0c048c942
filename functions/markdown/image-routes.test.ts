import { describe, expect, it } from 'vitest';
import { createApp } from '#app';
import { ProjectPermission } from '#contracts/permissions.ts';
import { createSession } from '../access/sessions/store.ts';
import { addMember, makeProject, makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

async function headersFor(userId: string) {
  const session = await createSession(context.database.db, userId, {});
  return { cookie: `kiln_session=${session.token}`, origin: context.server.url };
}

const upload = (key: string, body: Uint8Array<ArrayBuffer>, headers: Record<string, string>) =>
  request(context.server.url, `/_internal/project/${key}/body-image`, { method: 'POST', headers, body });

describe('POST /_internal/project/{id}/body-image', () => {
  it('stores the image under the project body folder and serves it from the CDN route', async () => {
    const owner = await makeUser(context.database.db);
    const project = await makeProject(context.database.db, { ownerId: owner.id });
    const answer = await upload(project.slug, PNG, await headersFor(owner.id));
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(new RegExp(`/cdn/images/project/${project.id}/body/[0-9a-f]{40}\\.png$`));
    const served = await fetch(answer.body.url.replace(/^https?:\/\/[^/]+/, context.server.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('answers "File too large" over 1 MiB and refuses what is not an image', async () => {
    const owner = await makeUser(context.database.db);
    const project = await makeProject(context.database.db, { ownerId: owner.id });
    const headers = await headersFor(owner.id);
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    // In process: over real HTTP the server answers before the client has finished sending and the socket closes.
    const { runtime } = context.server;
    const app = createApp({ runtime: async () => runtime, config: () => runtime.config });
    const tooLarge = await app.request(`${context.server.url}/_internal/project/${project.id}/body-image`, { method: 'POST', headers, body: big });
    expect(tooLarge.status).toBe(400);
    expect((await tooLarge.json()).description).toBe('File too large: the limit is 1 MiB');
    const text = await upload(project.id, new TextEncoder().encode('not an image at all'), headers);
    expect(text.status).toBe(400);
    expect(text.body.description).toMatch(/Unsupported image format/);
  });

  it('needs the EDIT_BODY permission on the project', async () => {
    const owner = await makeUser(context.database.db);
    const project = await makeProject(context.database.db, { ownerId: owner.id });
    const reader = await makeUser(context.database.db);
    await addMember(context.database.db, project.teamId, reader.id, { permissions: ProjectPermission.EDIT_DETAILS });
    const denied = await upload(project.id, PNG, await headersFor(reader.id));
    expect(denied.status).toBe(401);
    const writer = await makeUser(context.database.db);
    await addMember(context.database.db, project.teamId, writer.id, { permissions: ProjectPermission.EDIT_BODY });
    expect((await upload(project.id, PNG, await headersFor(writer.id))).status).toBe(200);
    const stranger = await makeUser(context.database.db);
    expect((await upload(project.id, PNG, await headersFor(stranger.id))).status).toBe(401);
  });

  it('hides projects the viewer may not see', async () => {
    const owner = await makeUser(context.database.db);
    const project = await makeProject(context.database.db, { ownerId: owner.id, status: 'draft' });
    const stranger = await makeUser(context.database.db);
    expect((await upload(project.id, PNG, await headersFor(stranger.id))).status).toBe(404);
  });
});
