// The authorization matrix's rows for server notices and the staff servers tools: moderators read the notices, admins
// write them and suspend servers (everyone else finds nothing); a server's notices are read and dismissed by whoever
// can see the server. Reads need SERVER_READ, changes SERVER_WRITE.
import * as t from '#db/schema/index.ts';
import { randomId } from '#lib/ids.ts';
import type { Route } from './matrix-route.ts';
import { withServer } from './matrix-servers.ts';
import type { User, Vars, World } from './matrix-fixtures.ts';

const withNotice = async (w: World, _owner: User, target: string | null = null): Promise<Vars> => {
  const [notice] = await w.db.insert(t.serverNotices).values({ level: 'info', message: 'Matrix notice', dismissable: true, target, created: new Date() }).returning();
  return { notice: String(notice!.id) };
};

const withServerNotice = async (w: World, owner: User): Promise<Vars> => {
  const vars = await withServer(w, owner);
  return { ...vars, ...(await withNotice(w, owner, JSON.stringify({ nodes: [], servers: [vars.server] }))) };
};

const withSuspended = (w: World, owner: User) => withServer(w, owner, 'Matrix suspension');

const notice = { level: 'warning', message: 'From the matrix', dismissable: true };
const noticeFields = { level: 'warning', message: 'From the matrix', dismissable: 'on', time_zone: 'UTC', target: 'all' };
const adminOnly = { as: 'admin', owner: 404, stranger: 404, moderator: 404, staff: 'admin' } as const;

export const SERVER_STAFF_ROUTES: Route[] = [
  { method: 'GET', path: () => '/v3/servers/notices', scope: ['SERVER_READ'], ok: 200, as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: () => '/v3/servers/notices', scope: ['SERVER_WRITE'], body: () => ({ json: notice }), ok: 201, ...adminOnly },
  { method: 'PATCH', path: (v) => `/v3/servers/notices/${v.notice}`, scope: ['SERVER_WRITE'], setup: withNotice, body: () => ({ json: { ...notice, level: 'critical' } }), ok: 200, ...adminOnly },
  { method: 'DELETE', path: (v) => `/v3/servers/notices/${v.notice}`, scope: ['SERVER_WRITE'], setup: withNotice, ok: 204, ...adminOnly },
  { method: 'GET', path: (v) => `/v3/servers/${v.server}/notices`, scope: ['SERVER_READ'], setup: withServerNotice, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'POST', path: (v) => `/v3/servers/${v.server}/notices/${v.notice}/dismiss`, scope: ['SERVER_WRITE'], setup: withServerNotice, ok: 204, stranger: 404, staff: 'admin' },
  { method: 'POST', path: (v) => `/v3/servers/${v.server}/suspend`, scope: ['SERVER_WRITE'], setup: withServer, body: () => ({ json: { reason: 'Matrix suspension' } }), ok: 204, ...adminOnly },
  { method: 'POST', path: (v) => `/v3/servers/${v.server}/unsuspend`, scope: ['SERVER_WRITE'], setup: withSuspended, ok: 204, ...adminOnly },
  { method: 'POST', path: () => '/_internal/servers/notices', scope: ['SERVER_WRITE'], body: () => ({ form: noticeFields }), ok: 303, anonymous: 'signin', ...adminOnly },
  { method: 'POST', path: (v) => `/_internal/servers/notices/${v.notice}`, scope: ['SERVER_WRITE'], setup: withNotice, body: () => ({ form: { ...noticeFields, level: 'survey' } }), ok: 303, anonymous: 'signin', ...adminOnly },
  { method: 'POST', path: (v) => `/_internal/servers/notices/${v.notice}/delete`, scope: ['SERVER_WRITE'], setup: withNotice, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', ...adminOnly },
  { method: 'POST', path: (v) => `/_internal/servers/${v.server}/notices/${v.notice}/dismiss`, scope: ['SERVER_WRITE'], setup: withServerNotice, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 404, staff: 'admin' },
  { method: 'POST', path: (v) => `/_internal/servers/${v.server}/suspend`, scope: ['SERVER_WRITE'], setup: withServer, body: () => ({ form: { reason: 'Matrix suspension' } }), ok: 303, anonymous: 'signin', ...adminOnly },
  { method: 'POST', path: (v) => `/_internal/servers/${v.server}/unsuspend`, scope: ['SERVER_WRITE'], setup: withSuspended, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', ...adminOnly },
];
