// The Backups page's form posts over HTTP, as a browser without JavaScript sends them: each answers a 303 back to
// the page with what happened, the limit and a busy server are worded for the page, and a download goes to its link.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import { createSession } from '#access';
import { useTestServer } from '#testing/server.ts';
import { runBackupJobs } from './jobs.ts';
import { memoryNode, ownedServer } from './testing.ts';

const context = useTestServer({ SERVER_BACKUP_LIMIT: '2' });

beforeAll(() => {
  const node = memoryNode();
  context.server.runtime.nodes.driver = async () => node.driver;
});

async function ownersServer() {
  const { id, owner } = await ownedServer(context.database.db);
  const cookie = `kiln_session=${(await createSession(context.database.db, owner.userId, {})).token}`;
  const post = async (path: string, fields: Record<string, string> = {}) => {
    const response = await fetch(`${context.server.url}/_internal/servers/${id}/backups${path}`, {
      method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { origin: context.server.url, cookie },
    });
    expect(response.status).toBe(303);
    const to = new URL(response.headers.get('location')!, context.server.url);
    return to.origin === context.server.url || to.origin === context.server.runtime.config.publicUrl ? to.pathname + to.search : to.href;
  };
  const backups = () => context.database.db.select().from(t.serverBackups).where(eq(t.serverBackups.serverId, id)).orderBy(t.serverBackups.created);
  return { id, post, backups };
}

describe('the Backups page without JavaScript', () => {
  it('creates, renames, locks, restores, downloads and deletes, each back on the page with a notice', async () => {
    const { id, post, backups } = await ownersServer();
    const page = `/servers/manage/${id}/backups`;
    expect(await post('', { name: '' })).toBe(`${page}?notice=backup_queued`);
    expect(await post('', { name: 'Second' })).toBe(`${page}?error=backup_busy`);
    await runBackupJobs(context.server.runtime);
    const [first] = await backups();
    expect(first!.name).toMatch(/^Backup /);

    expect(await post(`/${first!.id}/rename`, { name: 'Spawn' })).toBe(`${page}?notice=backup_saved`);
    expect(await post(`/${first!.id}/rename`, { name: ' ' })).toBe(`${page}?error=invalid`);
    expect(await post(`/${first!.id}/lock`, { locked: 'true' })).toBe(`${page}?notice=backup_saved`);
    expect(await post(`/${first!.id}/delete`)).toBe(`${page}?error=conflict`);
    expect((await backups())[0]).toMatchObject({ name: 'Spawn', locked: true });

    expect(await post(`/${first!.id}/download`)).toMatch(new RegExp(`^/v3/servers/${id}/backups/${first!.id}/archive\\?token=`));
    expect(await post(`/${first!.id}/restore`)).toBe(`${page}?notice=backup_restoring`);
    await runBackupJobs(context.server.runtime);

    expect(await post('', { name: 'Second' })).toBe(`${page}?notice=backup_queued`);
    await runBackupJobs(context.server.runtime);
    expect(await post('', { name: 'Third' })).toBe(`${page}?error=backup_limit`);

    expect(await post(`/${first!.id}/lock`, { locked: 'false' })).toBe(`${page}?notice=backup_saved`);
    expect(await post(`/${first!.id}/delete`)).toBe(`${page}?notice=backup_deleted`);
    expect((await backups()).map((backup) => backup.name)).toEqual(['Second']);
  });

  it('turns automatic backups on and off from the fixed list only', async () => {
    const { id, post } = await ownersServer();
    const page = `/servers/manage/${id}/backups`;
    const intervalOf = async () => (await context.database.db.select().from(t.servers).where(eq(t.servers.id, id)))[0]!.autoBackupHours;
    expect(await post('/auto', { interval_hours: '12' })).toBe(`${page}?notice=saved`);
    expect(await intervalOf()).toBe(12);
    expect(await post('/auto', { interval_hours: '5' })).toBe(`${page}?error=invalid`);
    expect(await post('/auto', { interval_hours: 'off' })).toBe(`${page}?notice=saved`);
    expect(await intervalOf()).toBeNull();
  });
});
