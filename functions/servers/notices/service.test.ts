// Server notices as services: shown only inside their window, only on the servers they target, less what each person
// dismissed; only admins write them and moderators read the list; messages are sanitized Markdown; form times are
// read in the browser's time zone.
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import type { UserRole } from '#contracts/enums.ts';
import { permissionBit } from '#contracts/servers.ts';
import type { Viewer } from '#access';
import { randomId } from '#lib/ids.ts';
import { makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { inputFromForm, zonedInstant, type NoticeInput } from './input.ts';
import { noticeForm } from '#contracts/server-notices.ts';
import { activeNotices, createNotice, deleteNotice, dismissNotice, listNotices, updateNotice } from './service.ts';

const context = useTestServer();
const NOW = new Date('2026-06-01T12:00:00Z');
const HOUR = 3_600_000;
let port = 31_000;

beforeAll(() => {
  context.server.runtime.clock = { now: () => NOW };
});

async function person(role: UserRole = 'developer'): Promise<Viewer> {
  const user = await makeUser(context.database.db, { role });
  return { userId: user.id, role, scopes: ALL_SCOPES, via: 'session' };
}

async function serverOf(owner: Viewer, nodeId = 'local-north-america') {
  const id = randomId();
  await context.database.db.insert(t.servers).values({
    id, ownerId: owner.userId, name: 'Notice server', plan: 'small', ramMb: 4096, cpu: 2, storageMb: 32_768, swapMb: 1024, region: 'north-america',
    nodeId, port: ++port, loader: 'vanilla', gameVersion: '1.20.1', status: 'ready', created: NOW,
  });
  return id;
}

const notice = (overrides: Partial<NoticeInput> = {}): NoticeInput => ({
  level: 'info', title: null, message: `Notice ${randomId()}`, dismissable: true, begins: null, expires: null, target: null, ...overrides,
});
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const runtime = () => context.server.runtime;
const ids = (notices: { id: number }[]) => notices.map((entry) => entry.id);

describe('which notices a panel shows', () => {
  it('shows a notice from when it begins until it expires, open-ended on either side', async () => {
    const admin = await person('admin');
    const owner = await person();
    const server = await serverOf(owner);
    const open = await createNotice(runtime(), admin, notice());
    const current = await createNotice(runtime(), admin, notice({ begins: at(-HOUR), expires: at(HOUR) }));
    const beginsNow = await createNotice(runtime(), admin, notice({ begins: NOW }));
    const later = await createNotice(runtime(), admin, notice({ begins: at(HOUR) }));
    const expiresNow = await createNotice(runtime(), admin, notice({ expires: NOW }));
    const expired = await createNotice(runtime(), admin, notice({ begins: at(-2 * HOUR), expires: at(-HOUR) }));
    const shown = ids(await activeNotices(runtime(), owner, server));
    expect(shown).toEqual(expect.arrayContaining([open.id, current.id, beginsNow.id]));
    for (const hidden of [later, expiresNow, expired]) expect(shown).not.toContain(hidden.id);
  });

  it('shows a targeted notice only on the chosen nodes and servers', async () => {
    const admin = await person('admin');
    const owner = await person();
    const american = await serverOf(owner, 'local-north-america');
    const european = await serverOf(owner, 'local-western-europe');
    const byNode = await createNotice(runtime(), admin, notice({ target: { nodes: ['local-western-europe'], servers: [] } }));
    const byServer = await createNotice(runtime(), admin, notice({ target: { nodes: [], servers: [american] } }));
    const everywhere = await createNotice(runtime(), admin, notice());
    expect(ids(await activeNotices(runtime(), owner, american))).toEqual(expect.arrayContaining([byServer.id, everywhere.id]));
    expect(ids(await activeNotices(runtime(), owner, american))).not.toContain(byNode.id);
    expect(ids(await activeNotices(runtime(), owner, european))).toEqual(expect.arrayContaining([byNode.id, everywhere.id]));
    expect(ids(await activeNotices(runtime(), owner, european))).not.toContain(byServer.id);
  });

  it('remembers dismissals per person, and only for dismissable notices', async () => {
    const admin = await person('admin');
    const owner = await person();
    const friend = await person();
    const server = await serverOf(owner);
    await context.database.db.insert(t.serverSubusers).values({ serverId: server, userId: friend.userId, permissions: permissionBit('console'), created: NOW });
    const dismissable = await createNotice(runtime(), admin, notice({ target: { nodes: [], servers: [server] } }));
    const sticky = await createNotice(runtime(), admin, notice({ dismissable: false, target: { nodes: [], servers: [server] } }));

    const ours = async (viewer: Viewer) => ids(await activeNotices(runtime(), viewer, server)).filter((id) => id === dismissable.id || id === sticky.id);

    await dismissNotice(runtime(), owner, server, dismissable.id);
    await dismissNotice(runtime(), owner, server, dismissable.id);
    await expect(dismissNotice(runtime(), owner, server, sticky.id)).rejects.toMatchObject({ code: 'invalid_input' });
    expect(await ours(owner)).toEqual([sticky.id]);
    expect(await ours(friend)).toEqual([dismissable.id, sticky.id]);

    // Made undismissable later, it shows again to those who had dismissed it.
    await updateNotice(runtime(), admin, dismissable.id, notice({ message: 'Now important', dismissable: false, target: { nodes: [], servers: [server] } }));
    expect(await ours(owner)).toEqual([dismissable.id, sticky.id]);
  });

  it('is a 404 for a server the viewer cannot see, and for a notice not on that server', async () => {
    const admin = await person('admin');
    const owner = await person();
    const server = await serverOf(owner);
    const elsewhere = await createNotice(runtime(), admin, notice({ target: { nodes: ['local-central-europe'], servers: [] } }));
    await expect(activeNotices(runtime(), await person(), server)).rejects.toMatchObject({ code: 'not_found' });
    await expect(activeNotices(runtime(), await person('moderator'), server)).rejects.toMatchObject({ code: 'not_found' });
    await expect(dismissNotice(runtime(), owner, server, elsewhere.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('renders the message as sanitized Markdown', async () => {
    const admin = await person('admin');
    const owner = await person();
    const server = await serverOf(owner);
    const created = await createNotice(runtime(), admin, notice({ message: '**Maintenance** tonight <script>alert(1)</script> [status](https://status.example)', target: { nodes: [], servers: [server] } }));
    const shown = (await activeNotices(runtime(), owner, server)).find((entry) => entry.id === created.id);
    expect(shown).toMatchObject({ id: created.id, server_id: server, dismissable: true });
    expect(shown!.message_html).toContain('<strong>Maintenance</strong>');
    expect(shown!.message_html).not.toContain('<script');
  });
});

describe('who manages notices', () => {
  it('lets admins write, moderators read the list, and nobody else either', async () => {
    const admin = await person('admin');
    const moderator = await person('moderator');
    const player = await person();
    await expect(createNotice(runtime(), player, notice())).rejects.toMatchObject({ code: 'not_found' });
    await expect(createNotice(runtime(), moderator, notice())).rejects.toMatchObject({ code: 'not_found' });
    await expect(listNotices(runtime(), player)).rejects.toMatchObject({ code: 'not_found' });
    const created = await createNotice(runtime(), admin, notice({ level: 'critical', title: 'Outage' }));
    expect((await listNotices(runtime(), moderator)).find((entry) => entry.id === created.id)).toMatchObject({ level: 'critical', title: 'Outage', target: null });
    await expect(deleteNotice(runtime(), moderator, created.id)).rejects.toMatchObject({ code: 'not_found' });
    await deleteNotice(runtime(), admin, created.id);
    expect(ids(await listNotices(runtime(), admin))).not.toContain(created.id);
    await expect(deleteNotice(runtime(), admin, created.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses a window that ends before it begins, and targets that do not exist', async () => {
    const admin = await person('admin');
    await expect(createNotice(runtime(), admin, notice({ begins: at(HOUR), expires: at(-HOUR) }))).rejects.toMatchObject({ details: { reason: 'window' } });
    await expect(createNotice(runtime(), admin, notice({ target: { nodes: ['nowhere'], servers: [] } }))).rejects.toMatchObject({ details: { reason: 'target' } });
    await expect(createNotice(runtime(), admin, notice({ target: { nodes: [], servers: ['NoSuchServer'] } }))).rejects.toMatchObject({ details: { reason: 'target' } });
  });
});

describe('the notice form', () => {
  it('reads its times as wall-clock times in the browser’s zone, daylight saving included', () => {
    expect(zonedInstant('2026-03-29T03:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-03-28T03:30', 'Europe/Berlin').toISOString()).toBe('2026-03-28T02:30:00.000Z');
    expect(zonedInstant('2026-07-01T12:00', 'UTC').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    const input = inputFromForm(noticeForm.parse({
      level: 'warning', title: '', message: 'Hi', begins: '2026-07-01T09:00', expires: '', time_zone: 'America/New_York',
      target: 'chosen', nodes: 'local-north-america', servers: 'abc, def\nabc',
    }));
    expect(input).toMatchObject({ title: null, dismissable: false, begins: new Date('2026-07-01T13:00:00Z'), expires: null, target: { nodes: ['local-north-america'], servers: ['abc', 'def'] } });
  });

  it('refuses an unknown time zone, and "chosen" targets with nothing chosen', () => {
    expect(noticeForm.safeParse({ level: 'info', message: 'Hi', time_zone: 'Mars/Olympus' }).success).toBe(false);
    expect(() => inputFromForm(noticeForm.parse({ level: 'info', message: 'Hi', target: 'chosen', servers: ' ' }))).toThrow(/at least one/);
  });
});
