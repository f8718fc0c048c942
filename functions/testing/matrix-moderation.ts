// The authorization matrix's rows and fixtures for reports and threads (api-compat §reports, §threads), under /v2 and /v3.
import { eq } from 'drizzle-orm';
import * as t from '#db/schema/index.ts';
import type { Route } from './matrix-route.ts';
import { makeProject, makeVersion } from './factory.ts';
import { PNG, type User, type Vars, type World } from './matrix-fixtures.ts';

const ids = (...names: string[]) => `ids=${encodeURIComponent(JSON.stringify(names))}`;

const moderationSetups = {
  /** Someone else's project the owner may report. */
  async reportable(w: World): Promise<Vars> {
    return { project: (await makeProject(w.db, { ownerId: (await w.user()).id })).id };
  },

  /** An open report the owner filed, with its thread. */
  async report(w: World, owner: User): Promise<Vars> {
    const { project } = await moderationSetups.reportable(w);
    const report = await w.as(owner, 'POST', '/v2/report', { report_type: 'spam', item_id: project, item_type: 'project', body: 'Matrix report' });
    return { user: owner.id, report: report.id, thread: report.thread_id };
  },

  /** The owner's draft with a version, submitted for review. */
  async queued(w: World, owner: User): Promise<Vars> {
    const project = await makeProject(w.db, { ownerId: owner.id, status: 'draft' });
    await makeVersion(w.db, { projectId: project.id, authorId: owner.id });
    await w.as(owner, 'PATCH', `/v2/project/${project.id}`, { status: 'processing' });
    return { user: owner.id, project: project.id };
  },

  /** A banned account (the owner stays the principal of the case; the ban is someone else's). */
  async banned(w: World): Promise<Vars> {
    const user = await w.user();
    await w.db.insert(t.userBans).values({ userId: user.id, bannedBy: null, reason: 'Matrix ban', created: new Date() });
    return { user: user.id };
  },

  /** The owner's report with one message of theirs in its thread. */
  async message(w: World, owner: User): Promise<Vars> {
    const vars = await moderationSetups.report(w, owner);
    await w.as(owner, 'POST', `/v2/thread/${vars.thread}`, { body: { type: 'text', body: 'More details' } });
    const [message] = await w.db.select().from(t.threadMessages).where(eq(t.threadMessages.threadId, vars.thread!));
    return { ...vars, message: message!.id };
  },
};

export const MODERATION_ROUTES = (prefix: '/v2' | '/v3'): Route[] => [
  { method: 'POST', path: () => `${prefix}/report`, scope: ['REPORT_CREATE'], setup: moderationSetups.reportable, body: (v) => ({ json: { report_type: 'spam', item_id: v.project, item_type: 'project', body: 'Spam' } }), ok: 200, stranger: 'ok' },
  { method: 'GET', path: () => `${prefix}/report`, scope: ['REPORT_READ'], ok: 200, stranger: 'ok' },
  { method: 'GET', path: (v) => `${prefix}/reports?${ids(v.report!)}`, scope: ['REPORT_READ'], setup: moderationSetups.report, ok: 200, stranger: 200 },
  { method: 'GET', path: (v) => `${prefix}/report/${v.report}`, scope: ['REPORT_READ'], setup: moderationSetups.report, ok: 200, stranger: 404, staff: 'moderator' },
  { method: 'PATCH', path: (v) => `${prefix}/report/${v.report}`, scope: ['REPORT_WRITE'], setup: moderationSetups.report, body: () => ({ json: { body: 'Edited by the matrix' } }), ok: 204, stranger: 404, staff: 'moderator' },
  { method: 'PATCH', path: (v) => `${prefix}/report/${v.report}`, scope: ['REPORT_WRITE'], setup: moderationSetups.report, body: () => ({ json: { closed: true } }), ok: 204, as: 'moderator', owner: 401, stranger: 404, staff: 'moderator' },
  { method: 'DELETE', path: (v) => `${prefix}/report/${v.report}`, scope: ['REPORT_DELETE'], setup: moderationSetups.report, ok: 204, as: 'moderator', owner: 401, stranger: 404, staff: 'moderator' },
  { method: 'GET', path: () => `${prefix}/thread/inbox`, scope: ['THREAD_READ'], ok: 200, as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'GET', path: (v) => `${prefix}/thread/${v.thread}`, scope: ['THREAD_READ'], setup: moderationSetups.report, ok: 200, stranger: 404, staff: 'moderator' },
  { method: 'GET', path: (v) => `${prefix}/threads?${ids(v.thread!)}`, scope: ['THREAD_READ'], setup: moderationSetups.report, ok: 200, stranger: 200 },
  { method: 'POST', path: (v) => `${prefix}/thread/${v.thread}`, scope: ['THREAD_WRITE'], setup: moderationSetups.report, body: () => ({ json: { body: { type: 'text', body: 'Matrix reply' } } }), ok: 204, stranger: 404, staff: 'moderator' },
  { method: 'DELETE', path: (v) => `${prefix}/message/${v.message}`, scope: ['THREAD_WRITE'], setup: moderationSetups.message, ok: 204, stranger: 404, staff: 'moderator' },
];

/** Routes only under /v3 (the review queue) or /_internal (the site's plain-form posts, answering 303s back to the page). */
export const MODERATION_SITE_ROUTES: Route[] = [
  { method: 'GET', path: () => '/v3/moderation/projects', scope: ['PROJECT_READ'], ok: 200, as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: (v) => `/v3/moderation/project/${v.project}/decision`, scope: ['PROJECT_WRITE'], setup: moderationSetups.queued, body: () => ({ json: { status: 'approved' } }), ok: 204, as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: (v) => `/v3/moderation/user/${v.user}/trusted`, scope: ['USER_WRITE'], body: () => ({ json: { trusted: true } }), ok: 204, as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: (v) => `/v3/moderation/user/${v.user}/ban`, scope: ['USER_WRITE'], body: () => ({ json: { reason: 'Matrix ban' } }), ok: 204, as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'DELETE', path: (v) => `/v3/moderation/user/${v.user}/ban`, scope: ['USER_WRITE'], setup: moderationSetups.banned, ok: 204, as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: (v) => `/_internal/moderation/user/${v.user}/ban`, scope: ['USER_WRITE'], body: () => ({ form: { reason: 'Matrix ban' } }), ok: 303, anonymous: 'signin', as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: (v) => `/_internal/moderation/user/${v.user}/unban`, scope: ['USER_WRITE'], setup: moderationSetups.banned, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: () => '/_internal/admin/user-email', scope: ['USER_READ_EMAIL'], body: () => ({ form: { email: 'nobody@example.test' } }), ok: 303, anonymous: 'signin', as: 'admin', owner: 404, stranger: 404, moderator: 404, staff: 'admin' },
  { method: 'POST', path: () => '/v3/image?context=report&ext=png', scope: ['REPORT_CREATE'], body: () => ({ raw: PNG }), ok: 200, stranger: 'ok' },
  { method: 'GET', path: (v) => `/v3/project/${v.project}/queue`, scope: ['PROJECT_READ'], setup: moderationSetups.queued, ok: 200, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: (v) => `/_internal/moderation/project/${v.project}/decision`, scope: ['PROJECT_WRITE'], setup: moderationSetups.queued, body: () => ({ form: { status: 'approved' } }), ok: 303, anonymous: 'signin', as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: (v) => `/_internal/moderation/user/${v.user}/trusted`, scope: ['USER_WRITE'], body: () => ({ form: { trusted: 'true' } }), ok: 303, anonymous: 'signin', as: 'moderator', owner: 404, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: () => '/_internal/report/submit', scope: ['REPORT_CREATE'], setup: moderationSetups.reportable, body: (v) => ({ form: { item_type: 'project', item: v.project!, report_type: 'spam', body: 'Spam' } }), ok: 303, anonymous: 'signin', stranger: 'ok' },
  { method: 'POST', path: (v) => `/_internal/report/${v.report}/status`, scope: ['REPORT_WRITE'], setup: moderationSetups.report, body: () => ({ form: { closed: 'true' } }), ok: 303, anonymous: 'signin', as: 'moderator', owner: 401, stranger: 404, staff: 'moderator' },
  { method: 'POST', path: (v) => `/_internal/thread/${v.thread}/reply`, scope: ['THREAD_WRITE'], setup: moderationSetups.report, body: () => ({ form: { body: 'Matrix reply' } }), ok: 303, anonymous: 'signin', stranger: 404, staff: 'moderator' },
  { method: 'POST', path: (v) => `/_internal/message/${v.message}/delete`, scope: ['THREAD_WRITE'], setup: moderationSetups.message, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 404, staff: 'moderator' },
];
