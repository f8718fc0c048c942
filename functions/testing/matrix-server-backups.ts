// The authorization matrix's rows for a server's backups, through the API and the Backups page's form posts: its owner
// (and admins, for support) may do everything, anyone else finds no server, a signed-out browser goes to sign in.
// Listing needs SERVER_READ, every change SERVER_WRITE; the archive link is open (its token is the credential) and
// listed with the open routes.
import * as t from '#db/schema/index.ts';
import { randomId } from '#lib/ids.ts';
import type { Route } from './matrix-route.ts';
import type { User, Vars, World } from './matrix-fixtures.ts';
import { withServer } from './matrix-servers.ts';

/** A server with one finished backup (its archive is never read by these rows). */
const withBackup = async (w: World, owner: User): Promise<Vars> => {
  const vars = await withServer(w, owner);
  const backup = randomId();
  await w.db.insert(t.serverBackups).values({ id: backup, serverId: vars.server!, name: 'Matrix backup', state: 'ready', blobKey: `server-backups/${vars.server}/${backup}.tar.gz`, sizeBytes: 1, created: new Date(), completed: new Date() });
  return { ...vars, backup };
};

const row = (method: Route['method'], path: string, ok: number, setup: Route['setup'] = withBackup, body?: Route['body']): Route => ({
  method, path: (v) => `/v3/servers/${v.server}/backups${path.replace('{backup}', v.backup ?? '')}`, scope: [method === 'GET' ? 'SERVER_READ' : 'SERVER_WRITE'],
  setup, body, ok, stranger: 404, staff: 'admin',
});

const form = (path: string, fields: Record<string, string> = {}, setup: Route['setup'] = withBackup): Route => ({
  method: 'POST', path: (v) => `/_internal/servers/${v.server}/backups${path.replace('{backup}', v.backup ?? '')}`, scope: ['SERVER_WRITE'],
  setup, body: () => ({ form: fields }), ok: 303, anonymous: 'signin', stranger: 404, staff: 'admin',
});

export const SERVER_BACKUP_ROUTES: Route[] = [
  row('GET', '', 200, withServer),
  row('POST', '', 202, withServer, () => ({ json: { name: 'Matrix' } })),
  row('PUT', '/auto', 200, withServer, () => ({ json: { interval_hours: 24 } })),
  row('PATCH', '/{backup}', 200, withBackup, () => ({ json: { locked: true } })),
  row('DELETE', '/{backup}', 204),
  row('POST', '/{backup}/restore', 202),
  row('POST', '/{backup}/download', 200),
  form('', { name: 'Matrix' }, withServer),
  form('/auto', { interval_hours: '24' }, withServer),
  form('/{backup}/rename', { name: 'Renamed by the matrix' }),
  form('/{backup}/lock', { locked: 'true' }),
  form('/{backup}/delete'),
  form('/{backup}/restore'),
  form('/{backup}/download'),
];
