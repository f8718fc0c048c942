// The authorization matrix (api-compat §authentication, §scopes, §permissions, §visibility): every route that needs a signed-in caller × every kind of caller —
// anonymous, broken and expired tokens, PATs and OAuth tokens with and without the scope, sessions by bearer and by
// cookie (same-origin, cross-origin, on the public API), strangers, moderators and admins. One row per route.
import { beforeAll, describe, expect, it } from 'vitest';
import { scope, type ScopeName } from '#contracts/scopes.ts';
import { request, type JsonResponse } from './http.ts';
import { useTestServer } from './server.ts';
import { freshJar, isRestricted, PNG, scopesOf, setups, UNRESTRICTED, world, type User, type Vars, type World } from './matrix-fixtures.ts';
import { foldMirror, OPEN_ROUTES, routeOf, samplePath } from './open-routes.ts';
import type { Body, Outcome, Route } from './matrix-route.ts';
import { createApp } from '#app';
import { loadConfig } from '#config';
import { generateToken } from '../access/tokens.ts';
import { MODERATION_SITE_ROUTES, MODERATION_ROUTES } from './matrix-moderation.ts';
import { BILLING_ROUTES } from './matrix-billing.ts';
import { PAYOUT_ROUTES } from './matrix-payouts.ts';
import { ANALYTICS_ROUTES } from './matrix-analytics.ts';
import { TECHNICAL_REVIEW_ROUTES } from './matrix-technical-review.ts';
import { SERVER_PLAN_ROUTES, SERVER_ROUTES } from './matrix-servers.ts';
import { SERVER_PANEL_ROUTES } from './matrix-server-panel.ts';
import { SERVER_BACKUP_ROUTES } from './matrix-server-backups.ts';
import { SERVER_STAFF_ROUTES } from './matrix-server-staff.ts';
import { SERVER_FILE_ROUTES } from './matrix-server-files.ts';

const context = useTestServer();
const w = world(() => context.database.db, () => context.server.url, () => context.server.runtime);

// The matrix sends a few thousand requests from one address, far past the per-minute budget; the linking routes need
// a configured provider to exist at all.
beforeAll(() => {
  Object.assign(context.server.runtime.config, { RATELIMIT_PER_MINUTE: 1_000_000, GITHUB_CLIENT_ID: 'gh-client', GITHUB_CLIENT_SECRET: 'gh-secret' });
});

const ids = (...names: string[]) => `ids=${encodeURIComponent(JSON.stringify(names))}`;
const future = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const projectData = () => ({
  title: 'Matrix Project', slug: `matrix-${Math.random().toString(36).slice(2, 10)}`, description: 'A project made by the matrix.',
  body: '# Matrix', client_side: 'required', server_side: 'optional', initial_versions: [], categories: [], license_id: 'MIT', is_draft: true,
});
const multipart = (data: unknown, files: Record<string, { name: string; bytes: Uint8Array }> = {}) => () => {
  const form = new FormData();
  if (data !== undefined) form.append('data', JSON.stringify(data));
  for (const [part, file] of Object.entries(files)) form.append(part, new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  return form;
};
const versionData = (projectId: string) => ({
  project_id: projectId, file_parts: ['file'], version_number: '2.0.0', name: 'Matrix release', changelog: 'Made by the matrix',
  dependencies: [], game_versions: ['1.20.1'], version_type: 'release', loaders: ['fabric'], featured: false,
});

const withMember = async (w: World, owner: User) => ({ ...(await setups.project(w, owner)), member: (await w.user()).id });
const withFollow = async (w: World, owner: User) => {
  const vars = await setups.project(w, owner);
  await w.as(owner, 'POST', `/v2/project/${vars.project}/follow`);
  return vars;
};

const NOTIFICATION_ROUTES = (prefix: '/v2' | '/v3'): Route[] => [
  { method: 'GET', path: (v) => `${prefix}/notifications?${ids(v.notification!)}`, scope: ['NOTIFICATION_READ'], setup: setups.notification, ok: 200, stranger: 200 },
  { method: 'PATCH', path: (v) => `${prefix}/notifications?${ids(v.notification!)}`, scope: ['NOTIFICATION_WRITE'], setup: setups.notification, ok: 204, stranger: 204 },
  { method: 'DELETE', path: (v) => `${prefix}/notifications?${ids(v.notification!)}`, scope: ['NOTIFICATION_WRITE'], setup: setups.notification, ok: 204, stranger: 204 },
  { method: 'GET', path: (v) => `${prefix}/notification/${v.notification}`, scope: ['NOTIFICATION_READ'], setup: setups.notification, ok: 200, stranger: 404, staff: 'admin' },
  { method: 'PATCH', path: (v) => `${prefix}/notification/${v.notification}`, scope: ['NOTIFICATION_WRITE'], setup: setups.notification, ok: 204, stranger: 404 },
  { method: 'DELETE', path: (v) => `${prefix}/notification/${v.notification}`, scope: ['NOTIFICATION_WRITE'], setup: setups.notification, ok: 204, stranger: 404 },
];

/** The same team writes under /v2 and /v3 (api-compat §team-routes, §v3-routes). */
const TEAM_ROUTES = (prefix: '/v2' | '/v3'): Route[] => [
  { method: 'POST', path: (v) => `${prefix}/team/${v.team}/members`, scope: ['PROJECT_WRITE'], setup: withMember, body: (v) => ({ json: { user_id: v.member } }), ok: 204, stranger: 401, staff: 'admin' },
  { method: 'POST', path: (v) => `${prefix}/team/${v.team}/join`, scope: ['PROJECT_WRITE'], setup: setups.invite, ok: 204, stranger: 400 },
  { method: 'PATCH', path: (v) => `${prefix}/team/${v.team}/members/${v.member}`, scope: ['PROJECT_WRITE'], setup: setups.teamMember, body: () => ({ json: { role: 'Artist' } }), ok: 204, stranger: 401, staff: 'admin' },
  { method: 'PATCH', path: (v) => `${prefix}/team/${v.team}/owner`, scope: ['PROJECT_WRITE'], setup: setups.teamMember, body: (v) => ({ json: { user_id: v.member } }), ok: 204, stranger: 401, staff: 'admin' },
  { method: 'DELETE', path: (v) => `${prefix}/team/${v.team}/members/${v.member}`, scope: ['PROJECT_WRITE'], setup: setups.teamMember, ok: 204, stranger: 401, staff: 'admin' },
];

const ROUTES: Route[] = [
  // Users
  { method: 'GET', path: () => '/v2/user', scope: ['USER_READ'], ok: 200, stranger: 'ok' },
  { method: 'PATCH', path: (v) => `/v2/user/${v.user}`, scope: ['USER_WRITE'], body: () => ({ json: { bio: 'Edited by the matrix' } }), ok: 204, stranger: 401, staff: 'admin' },
  { method: 'PATCH', path: (v) => `/v2/user/${v.user}`, scope: ['USER_WRITE'], body: () => ({ json: { role: 'moderator' } }), ok: 204, as: 'admin', owner: 401, stranger: 401, staff: 'admin' },
  { method: 'PATCH', path: (v) => `/v2/user/${v.user}/icon?ext=png`, scope: ['USER_WRITE'], body: () => ({ raw: PNG }), ok: 204, stranger: 401, staff: 'admin' },
  { method: 'DELETE', path: (v) => `/v2/user/${v.user}/icon`, scope: ['USER_WRITE'], ok: 204, stranger: 401, staff: 'admin' },
  { method: 'DELETE', path: (v) => `/v2/user/${v.user}`, scope: ['USER_DELETE'], ok: 204, stranger: 401, staff: 'admin' },
  { method: 'GET', path: (v) => `/v2/user/${v.user}/follows`, scope: ['USER_READ'], ok: 200, stranger: 401, staff: 'admin' },
  { method: 'GET', path: (v) => `/v2/user/${v.user}/notifications`, scope: ['NOTIFICATION_READ'], ok: 200, stranger: 404, staff: 'admin' },
  { method: 'GET', path: (v) => `/v3/user/${v.user}/notifications`, scope: ['NOTIFICATION_READ'], ok: 200, stranger: 404, staff: 'admin' },
  // Notifications
  ...NOTIFICATION_ROUTES('/v2'),
  ...NOTIFICATION_ROUTES('/v3'),
  // Reports and threads
  ...MODERATION_ROUTES('/v2'),
  ...MODERATION_ROUTES('/v3'),
  ...TECHNICAL_REVIEW_ROUTES,
  ...MODERATION_SITE_ROUTES,
  // Projects
  { method: 'POST', path: () => '/v2/project', scope: ['PROJECT_CREATE'], body: () => ({ multipart: multipart(projectData()) }), ok: 200, stranger: 'ok' },
  { method: 'PATCH', path: (v) => `/v2/projects?${ids(v.project!)}`, scope: ['PROJECT_WRITE'], setup: setups.project, body: () => ({ json: { source_url: 'https://example.com/matrix' } }), ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'PATCH', path: (v) => `/v2/project/${v.project}`, scope: ['PROJECT_WRITE'], setup: setups.project, body: () => ({ json: { description: 'A summary edited by the matrix.' } }), ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'PATCH', path: (v) => `/v2/project/${v.slug}`, scope: ['PROJECT_WRITE'], setup: setups.project, body: () => ({ json: { status: 'unlisted' } }), ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'PATCH', path: (v) => `/v2/project/${v.project}`, scope: ['PROJECT_WRITE'], setup: setups.project, body: () => ({ json: { status: 'rejected' } }), ok: 204, as: 'moderator', owner: 401, stranger: 401, staff: 'moderator' },
  { method: 'DELETE', path: (v) => `/v2/project/${v.project}`, scope: ['PROJECT_DELETE'], setup: setups.project, ok: 204, stranger: 401, staff: 'admin' },
  { method: 'PATCH', path: (v) => `/v2/project/${v.project}/icon?ext=png`, scope: ['PROJECT_WRITE'], setup: setups.project, body: () => ({ raw: PNG }), ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'DELETE', path: (v) => `/v2/project/${v.project}/icon`, scope: ['PROJECT_WRITE'], setup: setups.project, ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'POST', path: (v) => `/v2/project/${v.project}/gallery?ext=png&featured=false`, scope: ['PROJECT_WRITE'], setup: setups.project, body: () => ({ raw: PNG }), ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'PATCH', path: (v) => `/v2/project/${v.project}/gallery?url=${encodeURIComponent(v.image!)}&title=Matrix`, scope: ['PROJECT_WRITE'], setup: setups.gallery, ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'DELETE', path: (v) => `/v2/project/${v.project}/gallery?url=${encodeURIComponent(v.image!)}`, scope: ['PROJECT_WRITE'], setup: setups.gallery, ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'POST', path: (v) => `/v2/project/${v.project}/follow`, scope: ['USER_WRITE'], setup: setups.project, ok: 204, stranger: 'ok' },
  { method: 'DELETE', path: (v) => `/v2/project/${v.project}/follow`, scope: ['USER_WRITE'], setup: withFollow, ok: 204, stranger: 400 },
  // Hidden things look missing to strangers (api-compat §visibility); staff can see them, and act within their rights.
  { method: 'PATCH', path: (v) => `/v2/project/${v.project}`, scope: ['PROJECT_WRITE'], setup: setups.draftProject, body: () => ({ json: { title: 'Hidden edit' } }), ok: 204, stranger: 404, staff: 'moderator' },
  { method: 'DELETE', path: (v) => `/v2/project/${v.slug}`, scope: ['PROJECT_DELETE'], setup: setups.draftProject, ok: 204, stranger: 404, moderator: 401, admin: 204 },
  { method: 'PATCH', path: (v) => `/v2/version/${v.version}`, scope: ['VERSION_WRITE'], setup: setups.draftVersion, body: () => ({ json: { name: 'Hidden edit' } }), ok: 204, stranger: 404, staff: 'moderator' },
  { method: 'PATCH', path: (v) => `/v3/collection/${v.collection}`, scope: ['COLLECTION_WRITE'], setup: setups.privateCollection, body: () => ({ json: { name: 'Hidden edit' } }), ok: 204, stranger: 404, staff: 'moderator' },
  // Versions
  { method: 'POST', path: () => '/v2/version', scope: ['VERSION_CREATE'], setup: setups.project, body: (v) => ({ multipart: multipart(versionData(v.project!), { file: { name: 'matrix.jar', bytes: freshJar() } }) }), ok: 200, stranger: 401, staff: 'moderator' },
  { method: 'PATCH', path: (v) => `/v2/version/${v.version}`, scope: ['VERSION_WRITE'], setup: setups.version, body: () => ({ json: { name: 'Renamed by the matrix' } }), ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'DELETE', path: (v) => `/v2/version/${v.version}`, scope: ['VERSION_DELETE'], setup: setups.version, ok: 204, stranger: 401, staff: 'admin' },
  { method: 'POST', path: (v) => `/v2/version/${v.version}/file`, scope: ['VERSION_WRITE'], setup: setups.version, body: () => ({ multipart: multipart(undefined, { extra: { name: 'extra.jar', bytes: freshJar() } }) }), ok: 204, stranger: 401, staff: 'moderator' },
  // Teams
  ...TEAM_ROUTES('/v2'),
  ...TEAM_ROUTES('/v3'),
  // Organizations
  { method: 'POST', path: () => '/v3/organization', scope: ['ORGANIZATION_CREATE'], body: () => ({ json: { slug: `org-${Math.random().toString(36).slice(2, 10)}`, name: 'Matrix Org', description: 'Made by the matrix.' } }), ok: 200, stranger: 'ok' },
  { method: 'PATCH', path: (v) => `/v3/organization/${v.organization}`, scope: ['ORGANIZATION_WRITE'], setup: setups.organization, body: () => ({ json: { description: 'Edited by the matrix.' } }), ok: 204, stranger: 401, staff: 'admin' },
  { method: 'DELETE', path: (v) => `/v3/organization/${v.organization}`, scope: ['ORGANIZATION_DELETE'], setup: setups.organization, ok: 204, stranger: 401, staff: 'admin' },
  { method: 'PATCH', path: (v) => `/v3/organization/${v.organization}/icon?ext=png`, scope: ['ORGANIZATION_WRITE'], setup: setups.organization, body: () => ({ raw: PNG }), ok: 204, stranger: 401, staff: 'admin' },
  { method: 'DELETE', path: (v) => `/v3/organization/${v.organization}/icon`, scope: ['ORGANIZATION_WRITE'], setup: setups.organization, ok: 204, stranger: 401, staff: 'admin' },
  { method: 'POST', path: (v) => `/v3/organization/${v.organization}/projects`, scope: ['PROJECT_WRITE', 'ORGANIZATION_WRITE'], setup: setups.organizationAndProject, body: (v) => ({ json: { project_id: v.project } }), ok: 204, stranger: 401, staff: 'admin' },
  { method: 'DELETE', path: (v) => `/v3/organization/${v.organization}/projects/${v.project}`, scope: ['PROJECT_WRITE', 'ORGANIZATION_WRITE'], setup: setups.organizationProject, body: (v) => ({ json: { new_owner: v.user } }), ok: 204, stranger: 401, staff: 'admin' },
  { method: 'POST', path: (v) => `/v3/organization/${v.organization}/members`, scope: ['ORGANIZATION_WRITE'], setup: async (w, owner) => ({ ...(await setups.organization(w, owner)), member: (await w.user()).id }), body: (v) => ({ json: { user_id: v.member } }), ok: 204, stranger: 401, staff: 'admin' },
  { method: 'POST', path: (v) => `/v3/organization/${v.organization}/join`, scope: ['ORGANIZATION_WRITE'], setup: setups.organizationInvite, ok: 204, stranger: 400 },
  { method: 'PATCH', path: (v) => `/v3/organization/${v.organization}/members/${v.member}`, scope: ['ORGANIZATION_WRITE'], setup: setups.organizationMember, body: () => ({ json: { role: 'Builder' } }), ok: 204, stranger: 401, staff: 'admin' },
  { method: 'DELETE', path: (v) => `/v3/organization/${v.organization}/members/${v.member}`, scope: ['ORGANIZATION_WRITE'], setup: setups.organizationMember, ok: 204, stranger: 401, staff: 'admin' },
  { method: 'PATCH', path: (v) => `/v3/organization/${v.organization}/owner`, scope: ['ORGANIZATION_WRITE'], setup: setups.organizationMember, body: (v) => ({ json: { user_id: v.member } }), ok: 204, stranger: 401, staff: 'admin' },
  // Collections
  { method: 'POST', path: () => '/v3/collection', scope: ['COLLECTION_CREATE'], body: () => ({ json: { name: 'Matrix picks' } }), ok: 200, stranger: 'ok' },
  { method: 'PATCH', path: (v) => `/v3/collection/${v.collection}`, scope: ['COLLECTION_WRITE'], setup: setups.collection, body: () => ({ json: { description: 'Edited by the matrix.' } }), ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'PATCH', path: (v) => `/v3/collection/${v.collection}/icon?ext=png`, scope: ['COLLECTION_WRITE'], setup: setups.collection, body: () => ({ raw: PNG }), ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'DELETE', path: (v) => `/v3/collection/${v.collection}/icon`, scope: ['COLLECTION_WRITE'], setup: setups.collection, ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'DELETE', path: (v) => `/v3/collection/${v.collection}`, scope: ['COLLECTION_DELETE'], setup: setups.collection, ok: 204, stranger: 401, staff: 'moderator' },
  { method: 'POST', path: (v) => `/_internal/collection/${v.collection}/projects/add`, scope: ['COLLECTION_WRITE'], setup: setups.collection, body: (v) => ({ form: { project: v.project! } }), ok: 303, anonymous: 'signin', stranger: 401, staff: 'moderator' },
  { method: 'POST', path: (v) => `/_internal/collection/${v.collection}/projects/remove`, scope: ['COLLECTION_WRITE'], setup: setups.collection, body: (v) => ({ form: { project: v.project! } }), ok: 303, anonymous: 'signin', stranger: 401, staff: 'moderator' },
  // Website helpers for creators
  { method: 'GET', path: () => '/_internal/project-slug/matrix-free-slug', scope: ['PROJECT_CREATE'], ok: 200, stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/markdown/preview', scope: ['PROJECT_WRITE'], body: () => ({ json: { markdown: '# Matrix' } }), ok: 200, stranger: 'ok' },
  { method: 'POST', path: (v) => `/_internal/project/${v.project}/body-image`, scope: ['PROJECT_WRITE'], setup: setups.project, body: () => ({ raw: PNG }), ok: 200, stranger: 401, staff: 'moderator' },
  { method: 'POST', path: () => '/_internal/version-files/inspect', scope: ['VERSION_CREATE'], body: () => ({ multipart: multipart(undefined, { file: { name: 'matrix.jar', bytes: freshJar() } }) }), ok: 200, stranger: 'ok' },
  // Staged uploads are their uploader's alone: staff who may publish to the project still find none of theirs.
  { method: 'POST', path: () => '/_internal/version/staged', scope: ['VERSION_CREATE'], setup: setups.stagedUpload, body: (v) => ({ json: { ...versionData(v.project!), file_parts: [v.staged] } }), ok: 200, stranger: 401, moderator: 404, admin: 404 },
  { method: 'POST', path: (v) => `/_internal/version/${v.version}/file/staged`, scope: ['VERSION_WRITE'], setup: setups.versionAndStagedUpload, body: (v) => ({ json: { file_parts: [v.staged] } }), ok: 204, stranger: 401, moderator: 404, admin: 404 },
  { method: 'DELETE', path: (v) => `/_internal/version-files/staged/${v.staged}`, scope: ['VERSION_CREATE'], setup: setups.stagedUpload, ok: 204, stranger: 404 },
  // Notification forms
  { method: 'POST', path: () => '/_internal/notifications/read-all', scope: ['NOTIFICATION_WRITE'], body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 'ok' },
  { method: 'POST', path: (v) => `/_internal/notification/${v.notification}/read`, scope: ['NOTIFICATION_WRITE'], setup: setups.notification, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 404 },
  // Profile
  { method: 'POST', path: () => '/_internal/profile', scope: ['USER_WRITE'], setup: async (_w, owner) => ({ username: owner.username }), body: (v) => ({ form: { username: v.username!, bio: 'Matrix bio' } }), ok: 303, anonymous: 'signin', stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/profile/avatar/remove', scope: ['USER_WRITE'], body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 'ok' },
  // Sessions
  { method: 'GET', path: () => '/_internal/session/list', scope: ['SESSION_READ'], ok: 200, stranger: 'ok' },
  { method: 'DELETE', path: (v) => `/_internal/session/${v.session}`, scope: ['SESSION_DELETE'], setup: setups.session, ok: 204, stranger: 404 },
  { method: 'POST', path: (v) => `/_internal/session/${v.session}/revoke`, scope: ['SESSION_DELETE'], setup: setups.session, body: () => ({ form: {} }), ok: 303, stranger: 404 },
  { method: 'POST', path: () => '/_internal/session/revoke-others', scope: ['SESSION_DELETE'], body: () => ({ form: {} }), ok: 303, stranger: 'ok' },
  // Personal access tokens
  { method: 'GET', path: () => '/_internal/pat', scope: ['PAT_READ'], ok: 200, stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/pat', scope: ['PAT_CREATE'], body: () => ({ json: { name: 'Matrix token', scopes: scope('USER_READ'), expires: future() } }), ok: 200, stranger: 'ok' },
  { method: 'PATCH', path: (v) => `/_internal/pat/${v.pat}`, scope: ['PAT_WRITE'], setup: setups.pat, body: () => ({ json: { name: 'Renamed token' } }), ok: 204, stranger: 404 },
  { method: 'DELETE', path: (v) => `/_internal/pat/${v.pat}`, scope: ['PAT_DELETE'], setup: setups.pat, ok: 204, stranger: 404 },
  { method: 'POST', path: () => '/_internal/pat/create', scope: ['PAT_CREATE'], body: () => ({ form: { name: 'Matrix token', scope: 'USER_READ', expires_in: '30' } }), ok: 303, anonymous: 'signin', stranger: 'ok' },
  { method: 'POST', path: (v) => `/_internal/pat/${v.pat}/edit`, scope: ['PAT_WRITE'], setup: setups.pat, body: () => ({ form: { name: 'Renamed token', scope: 'USER_READ' } }), ok: 303, anonymous: 'signin', stranger: 404 },
  { method: 'POST', path: (v) => `/_internal/pat/${v.pat}/revoke`, scope: ['PAT_DELETE'], setup: setups.pat, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 404 },
  // OAuth applications (the developer's side)
  { method: 'GET', path: () => '/_internal/oauth/apps', scope: ['SESSION_ACCESS'], ok: 200, stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/oauth/app', scope: ['SESSION_ACCESS'], body: () => ({ json: { name: 'Matrix client', max_scopes: scope('USER_READ'), redirect_uris: ['https://client.example/callback'] } }), ok: 200, stranger: 'ok' },
  { method: 'GET', path: (v) => `/_internal/oauth/app/${v.app}`, scope: ['SESSION_ACCESS'], setup: setups.application, ok: 200, stranger: 404 },
  { method: 'PATCH', path: (v) => `/_internal/oauth/app/${v.app}`, scope: ['SESSION_ACCESS'], setup: setups.application, body: () => ({ json: { name: 'Renamed client' } }), ok: 204, stranger: 404 },
  { method: 'DELETE', path: (v) => `/_internal/oauth/app/${v.app}`, scope: ['SESSION_ACCESS'], setup: setups.application, ok: 204, stranger: 404 },
  { method: 'POST', path: (v) => `/_internal/oauth/app/${v.app}/secret`, scope: ['SESSION_ACCESS'], setup: setups.application, ok: 200, stranger: 404 },
  { method: 'PATCH', path: (v) => `/_internal/oauth/app/${v.app}/icon`, scope: ['SESSION_ACCESS'], setup: setups.application, body: () => ({ raw: PNG }), ok: 204, stranger: 404 },
  { method: 'DELETE', path: (v) => `/_internal/oauth/app/${v.app}/icon`, scope: ['SESSION_ACCESS'], setup: setups.application, ok: 204, stranger: 404 },
  { method: 'POST', path: () => '/_internal/oauth/app/create', scope: ['SESSION_ACCESS'], body: () => ({ form: { name: 'Matrix client', redirect_uris: 'https://client.example/callback', scope: 'USER_READ' } }), ok: 303, anonymous: 'signin', stranger: 'ok' },
  { method: 'POST', path: (v) => `/_internal/oauth/app/${v.app}/edit`, scope: ['SESSION_ACCESS'], setup: setups.application, body: () => ({ form: { name: 'Renamed client', redirect_uris: 'https://client.example/callback', scope: 'USER_READ' } }), ok: 303, anonymous: 'signin', stranger: 404 },
  { method: 'POST', path: (v) => `/_internal/oauth/app/${v.app}/rotate`, scope: ['SESSION_ACCESS'], setup: setups.application, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 404 },
  { method: 'POST', path: (v) => `/_internal/oauth/app/${v.app}/delete`, scope: ['SESSION_ACCESS'], setup: setups.application, body: () => ({ form: {} }), ok: 303, anonymous: 'signin', stranger: 404 },
  // OAuth consent and the person's authorizations
  // Handing the desktop app its code is the signed-in person's to agree to; without a live hand-off it says so (303).
  { method: 'POST', path: () => '/_internal/app-sign-in/agree', scope: ['SESSION_ACCESS'], body: () => ({ form: {} }), ok: 303, stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/oauth/accept', scope: ['SESSION_ACCESS'], body: () => ({ form: { client_id: 'UNKNOWN1' } }), ok: 400, anonymous: 'signin', stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/oauth/reject', scope: ['SESSION_ACCESS'], body: () => ({ form: { client_id: 'UNKNOWN1' } }), ok: 400, anonymous: 'signin', stranger: 'ok' },
  { method: 'GET', path: () => '/_internal/oauth/authorizations', scope: ['SESSION_ACCESS'], ok: 200, stranger: 'ok' },
  { method: 'DELETE', path: (v) => `/_internal/oauth/authorizations?client_id=${v.app}`, scope: ['SESSION_ACCESS'], setup: setups.authorization, ok: 204, stranger: 404 },
  { method: 'POST', path: () => '/_internal/oauth/authorizations/revoke', scope: ['SESSION_ACCESS'], setup: setups.authorization, body: (v) => ({ form: { client_id: v.app! } }), ok: 303, anonymous: 'signin', stranger: 404 },
  // Two-factor authentication and account security (answers go back to the settings page)
  { method: 'POST', path: () => '/_internal/two-factor/setup', scope: ['USER_AUTH_WRITE'], body: () => ({ form: { password: 'not the password' } }), ok: 303, stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/two-factor/setup/cancel', scope: ['USER_AUTH_WRITE'], body: () => ({ form: {} }), ok: 303, stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/two-factor/enable', scope: ['USER_AUTH_WRITE'], body: () => ({ form: { code: '000000' } }), ok: 303, stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/two-factor/disable', scope: ['USER_AUTH_WRITE'], body: () => ({ form: { code: '000000' } }), ok: 303, stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/two-factor/backup-codes', scope: ['USER_AUTH_WRITE'], body: () => ({ form: { code: '000000' } }), ok: 303, stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/account/email', scope: ['USER_AUTH_WRITE'], body: () => ({ form: { email: 'new@example.test', password: 'not the password' } }), ok: 303, stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/auth/verify-email/resend', scope: ['USER_AUTH_WRITE'], body: () => ({ form: {} }), ok: 303, anonymous: 401, invalid: 'signin', stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/account/email/resend', scope: ['USER_AUTH_WRITE'], body: () => ({ form: {} }), ok: 303, stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/account/password', scope: ['USER_AUTH_WRITE'], body: () => ({ form: { current: 'wrong', password: 'a new password', confirm: 'a new password' } }), ok: 303, stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/account/delete', scope: ['USER_DELETE'], body: () => ({ form: { confirmation: 'nope', password: 'wrong' } }), ok: 303, stranger: 'ok' },
  ...BILLING_ROUTES,
  ...PAYOUT_ROUTES,
  ...ANALYTICS_ROUTES,
  ...SERVER_ROUTES,
  ...SERVER_PLAN_ROUTES,
  ...SERVER_PANEL_ROUTES,
  ...SERVER_BACKUP_ROUTES,
  ...SERVER_STAFF_ROUTES,
  ...SERVER_FILE_ROUTES,
  // Linking external sign-in providers (anonymous posts to /_internal/auth/* are refused by the CSRF check)
  { method: 'POST', path: () => '/_internal/auth/github/link', scope: ['USER_AUTH_WRITE'], body: () => ({ form: {} }), ok: 302, anonymous: 401, invalid: 'signin', stranger: 'ok' },
  { method: 'POST', path: () => '/_internal/auth/github/unlink', scope: ['USER_AUTH_WRITE'], body: () => ({ form: {} }), ok: 303, anonymous: 401, invalid: 'signin', stranger: 'ok' },
];

type Credential =
  | { kind: 'none' }
  | { kind: 'token'; token: string }
  | { kind: 'cookie'; token: string; origin: 'same' | 'foreign' | 'none'; path: 'internal' | 'public' };

interface Caller {
  name: string;
  /** Who holds the credential: the principal (owner or `as`), a stranger, or staff. */
  who: 'principal' | 'owner' | 'stranger' | 'moderator' | 'admin';
  credential: (w: World, user: User) => Promise<Credential>;
  expected: Outcome;
}

const isPublic = (path: string) => path.startsWith('/v2/') || path.startsWith('/v3/');

function callers(route: Route, path: string): Caller[] {
  const anonymous = route.anonymous ?? 401;
  const invalid = route.invalid ?? anonymous;
  const restricted = route.scope.some(isRestricted);
  const exact = scopesOf(route.scope);
  const staffOutcome = (role: 'moderator' | 'admin'): Outcome => {
    const explicit = role === 'moderator' ? route.moderator : route.admin;
    if (explicit !== undefined) return explicit;
    if (route.as) return role === route.as || route.staff === 'moderator' ? route.ok : route.stranger as Outcome;
    const granted = route.staff === 'moderator' || (route.staff === 'admin' && role === 'admin');
    return granted || route.stranger === 'ok' ? route.ok : route.stranger ?? 401;
  };
  const list: Caller[] = [
    { name: 'anonymous', who: 'principal', credential: async () => ({ kind: 'none' }), expected: anonymous },
    { name: 'a garbage mrp_ token', who: 'principal', credential: async () => ({ kind: 'token', token: generateToken('pat') }), expected: invalid },
    { name: 'a token of no known kind', who: 'principal', credential: async () => ({ kind: 'token', token: 'Bearer abc123' }), expected: invalid },
    { name: 'an expired PAT with the scope', who: 'principal', credential: async (w, u) => ({ kind: 'token', token: await w.pat(u, restricted ? UNRESTRICTED : exact, new Date(Date.now() - 1000)) }), expected: invalid },
    { name: 'an expired OAuth token with the scope', who: 'principal', credential: async (w, u) => ({ kind: 'token', token: (await w.oauth(u, restricted ? UNRESTRICTED : exact, new Date(Date.now() - 1000))).token }), expected: invalid },
    { name: 'a session token (mra_)', who: 'principal', credential: async (w, u) => ({ kind: 'token', token: await w.session(u) }), expected: route.ok },
    { name: 'the session cookie on /_internal, same origin', who: 'principal', credential: async (w, u) => ({ kind: 'cookie', token: await w.session(u), origin: 'same', path: 'internal' }), expected: route.ok },
    { name: 'a stranger’s session', who: 'stranger', credential: async (w, u) => ({ kind: 'token', token: await w.session(u) }), expected: route.stranger === 'ok' ? route.ok : route.stranger ?? 401 },
    { name: 'a moderator’s session', who: 'moderator', credential: async (w, u) => ({ kind: 'token', token: await w.session(u) }), expected: staffOutcome('moderator') },
    { name: 'an admin’s session', who: 'admin', credential: async (w, u) => ({ kind: 'token', token: await w.session(u) }), expected: staffOutcome('admin') },
  ];
  if (restricted) {
    list.push(
      { name: 'a PAT with every scope a PAT may hold (the route’s is restricted)', who: 'principal', credential: async (w, u) => ({ kind: 'token', token: await w.pat(u, UNRESTRICTED) }), expected: 401 },
      { name: 'an OAuth token with every grantable scope (the route’s is restricted)', who: 'principal', credential: async (w, u) => ({ kind: 'token', token: (await w.oauth(u, UNRESTRICTED)).token }), expected: 401 },
    );
  } else {
    list.push(
      { name: `a PAT with exactly ${route.scope.join('+')}`, who: 'principal', credential: async (w, u) => ({ kind: 'token', token: await w.pat(u, exact) }), expected: route.ok },
      { name: `an OAuth token with exactly ${route.scope.join('+')}`, who: 'principal', credential: async (w, u) => ({ kind: 'token', token: (await w.oauth(u, exact)).token }), expected: route.ok },
    );
    for (const name of route.scope) {
      list.push(
        { name: `a PAT with every scope but ${name}`, who: 'principal', credential: async (w, u) => ({ kind: 'token', token: await w.pat(u, UNRESTRICTED - scope(name)) }), expected: 401 },
        { name: `an OAuth token with every scope but ${name}`, who: 'principal', credential: async (w, u) => ({ kind: 'token', token: (await w.oauth(u, UNRESTRICTED - scope(name))).token }), expected: 401 },
      );
    }
  }
  if (isPublic(path)) {
    list.push({ name: 'the session cookie on the public API (anonymous there)', who: 'principal', credential: async (w, u) => ({ kind: 'cookie', token: await w.session(u), origin: 'same', path: 'public' }), expected: anonymous });
  }
  if (route.method !== 'GET') {
    list.push(
      { name: 'the session cookie from a foreign Origin', who: 'principal', credential: async (w, u) => ({ kind: 'cookie', token: await w.session(u), origin: 'foreign', path: 'internal' }), expected: 401 },
      { name: 'the session cookie without any Origin', who: 'principal', credential: async (w, u) => ({ kind: 'cookie', token: await w.session(u), origin: 'none', path: 'internal' }), expected: 401 },
    );
  }
  if (route.as) list.push({ name: 'the resource’s owner (not staff)', who: 'owner', credential: async (w, u) => ({ kind: 'token', token: await w.session(u) }), expected: route.owner ?? 401 });
  return list;
}

function encode(body: Body | undefined): { body?: BodyInit; type?: string } {
  if (!body) return {};
  if ('json' in body) return { body: JSON.stringify(body.json), type: 'application/json' };
  if ('form' in body) return { body: new URLSearchParams(body.form).toString(), type: 'application/x-www-form-urlencoded' };
  if ('multipart' in body) return { body: body.multipart() };
  return { body: body.raw as Uint8Array<ArrayBuffer>, type: 'application/octet-stream' };
}

async function send(route: Route, vars: Vars, credential: Credential): Promise<JsonResponse> {
  let path = route.path(vars);
  const headers = new Headers();
  if (credential.kind === 'token') headers.set('authorization', credential.token);
  if (credential.kind === 'cookie') {
    headers.set('cookie', `kiln_session=${credential.token}`);
    if (credential.path === 'internal' && isPublic(path)) path = `/_internal${path}`;
    if (credential.origin !== 'none') headers.set('origin', credential.origin === 'same' ? context.server.url : 'https://evil.example');
  }
  const { body, type } = encode(route.body?.(vars));
  if (type) headers.set('content-type', type);
  return request(context.server.url, path, { method: route.method, headers, body, redirect: 'manual' });
}

function expectOutcome(response: JsonResponse, expected: Outcome) {
  const location = response.headers.get('location') ?? '';
  const seen = `${response.status} ${location || response.text.slice(0, 200)}`;
  if (expected === 'signin') {
    expect(seen).toMatch(/^303 \/auth\/sign-in/);
    return;
  }
  expect(seen).toMatch(new RegExp(`^${expected}\\b`));
  if (expected === 303) expect(location).not.toMatch(/^\/auth\/sign-in/);
  if (expected === 401) expect(response.body?.error).toBe('auth_error');
}

const placeholders: Vars = new Proxy({}, { get: (_, key) => `{${String(key)}}` });
/** Method, path and (for JSON bodies, which tell same-path rows apart) the body. */
function label(route: Route): string {
  const body = route.body?.(placeholders);
  const json = body && 'json' in body ? ` ${JSON.stringify(body.json)}` : '';
  return `${route.method} ${route.path(placeholders)}${json}${route.as ? ` as ${route.as}` : ''}`;
}

describe('authorization matrix', () => {
  for (const route of ROUTES) {
    describe(label(route), () => {
      for (const caller of callers(route, route.path(placeholders))) {
        it(`${caller.name} → ${caller.expected}`, async () => {
          const owner = await w.user();
          const vars = { user: owner.id, ...(await route.setup?.(w, owner)) };
          const holder = caller.who === 'owner' ? owner
            : caller.who === 'principal' ? (route.as ? await w.user(route.as) : owner)
              : await w.user(caller.who === 'stranger' ? 'developer' : caller.who);
          expectOutcome(await send(route, vars, await caller.credential(w, holder)), caller.expected);
        });
      }
    });
  }
});

describe('restricted scopes (api-compat §scopes)', () => {
  it('cannot be put on a PAT, by JSON or by the settings form', async () => {
    const owner = await w.user();
    const session = await w.session(owner);
    const json = await request(context.server.url, '/_internal/pat', { method: 'POST', token: session, json: { name: 'Too strong', scopes: scope('PAT_CREATE'), expires: future() } });
    expect(json.status).toBe(400);
    const form = await send(
      { method: 'POST', path: () => '/_internal/pat/create', scope: ['PAT_CREATE'], body: () => ({ form: { name: 'Too strong', scope: 'SESSION_READ', expires_in: '30' } }), ok: 303 },
      {}, { kind: 'cookie', token: session, origin: 'same', path: 'internal' },
    );
    expect(`${form.status} ${form.headers.get('location')}`).toBe('303 /settings/pats?error=scopes');
  });

  it('count only for website sessions, even on a PAT or OAuth grant that holds their bits', async () => {
    const owner = await w.user();
    const everything = UNRESTRICTED + scope('PAT_READ') + scope('SESSION_READ') + scope('USER_AUTH_WRITE');
    const pat = await w.pat(owner, everything);
    const { token: oauth } = await w.oauth(owner, everything);
    for (const token of [pat, oauth]) {
      expect((await request(context.server.url, '/_internal/pat', { token })).status).toBe(401);
      expect((await request(context.server.url, '/_internal/session/list', { token })).status).toBe(401);
      expect((await request(context.server.url, '/_internal/two-factor/setup/cancel', { method: 'POST', token, redirect: 'manual' })).status).toBe(401);
      expect((await request(context.server.url, '/v2/user', { token })).status).toBe(200);
    }
  });
});

describe('the matrix and the app’s router', () => {
  const registered = [...new Set(createApp({ runtime: () => Promise.reject(new Error('routes only')), config: () => loadConfig({}) }).routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))];
  const folded = [...new Set(registered.map(foldMirror))];

  it('has a row for every registered route that is not open to anonymous callers', () => {
    const covered = new Set(ROUTES.map((route) => routeOf(folded, route.method, route.path(placeholders))));
    expect(ROUTES.filter((route) => !routeOf(folded, route.method, route.path(placeholders))).map(label)).toEqual([]);
    expect(folded.filter((key) => !covered.has(key) && !OPEN_ROUTES.includes(key))).toEqual([]);
    expect(OPEN_ROUTES.filter((key) => !folded.includes(key) || covered.has(key))).toEqual([]);
  });

  const open = registered.filter((key) => OPEN_ROUTES.includes(foldMirror(key)));
  for (const key of open) {
    const [method, pattern] = key.split(' ') as [string, string];
    it(`${key} answers an anonymous caller, and a bad token like one`, async () => {
      const path = samplePath(pattern);
      const send = (token?: string) => request(context.server.url, path, {
        method, token, redirect: 'manual',
        headers: method === 'GET' ? {} : { origin: context.server.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: method === 'GET' ? undefined : '',
      });
      const anonymous = await send();
      expect(`${anonymous.status} ${anonymous.body?.error ?? ''}`).not.toBe('401 auth_error');
      expect(anonymous.headers.get('location') ?? '').not.toMatch(/^\/auth\/sign-in\?redirect=/);
      if (method === 'GET' && isPublic(path)) expect((await send(generateToken('pat'))).status).toBe(anonymous.status);
    });
  }
});
