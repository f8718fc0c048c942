// Test support for the authorization matrix: people, every kind of credential, and fresh resources owned by one person.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import type { Runtime } from '#platform/runtime.ts';
import * as t from '#db/schema/index.ts';
import { ALL_SCOPES, RESTRICTED_SCOPES, scope, SCOPES, type ScopeName } from '#contracts/scopes.ts';
import type { UserRole } from '#contracts/enums.ts';
import { fabricJar } from '../catalog/file-inspection/fixtures.ts';
import { randomId } from '#lib/ids.ts';
import { notify } from '../notifications/notify.ts';
import { createSession } from '../access/sessions/store.ts';
import { addMember, makePat, makeProject, makeUser, makeVersion } from './factory.ts';
import { request } from './http.ts';
import { generateToken, hashToken } from '../access/tokens.ts';

export type User = Awaited<ReturnType<typeof makeUser>>;
export type Vars = Record<string, string>;

export const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));

export const isRestricted = (name: ScopeName) => SCOPES.some((entry) => entry.name === name && 'restricted' in entry && entry.restricted);
export const scopesOf = (names: readonly ScopeName[]) => names.reduce((sum, name) => sum + scope(name), 0);
/** Everything a PAT or an OAuth grant may hold. */
export const UNRESTRICTED = ALL_SCOPES - RESTRICTED_SCOPES;

let jarCounter = 0;
/** A jar with content of its own: the same file in two projects is refused as a duplicate. */
export const freshJar = () => fabricJar('1.20.1', `9.0.${++jarCounter}`);

/** Read lazily: the test server's database and address exist only once its beforeAll has run. */
export const world = (database: () => Db, url: () => string, runtime: () => Runtime) => ({
  get db() {
    return database();
  },
  get url() {
    return url();
  },
  /** The server's runtime, for fixtures that live outside the database (a game server's files on its node). */
  get runtime() {
    return runtime();
  },

  user: (role: UserRole = 'developer') => makeUser(database(), { role, emailVerified: true }),
  pat: (user: User, scopes: number, expires?: Date) => makePat(database(), user.id, scopes, expires),
  session: async (user: User) => (await createSession(database(), user.id, {})).token,

  /** An mro_ access token as the oauth module stores it: an app, the person's grant, and the hashed token row. */
  async oauth(user: User, scopes: number, expires = new Date(Date.now() + 3_600_000)) {
    const db = database();
    const now = new Date();
    const appId = randomId();
    await db.insert(t.oauthApps).values({ id: appId, name: 'Matrix app', maxScopes: UNRESTRICTED, secretHash: hashToken(generateToken('oauth')), createdBy: user.id, created: now });
    const authorizationId = randomId();
    await db.insert(t.oauthAuthorizations).values({ id: authorizationId, appId, userId: user.id, scopes, created: now });
    const token = generateToken('oauth');
    await db.insert(t.oauthTokens).values({
      id: randomId(), familyId: randomId(), authorizationId, accessHash: hashToken(token), refreshHash: hashToken(generateToken('oauth')),
      scopes, created: now, accessExpires: expires, refreshExpires: new Date(now.getTime() + 86_400_000),
    });
    return { token, appId };
  },

  /** Calls the API as the person with a full-scope session, for fixtures the routes themselves should build. */
  async as(user: User, method: string, path: string, json?: unknown) {
    const response = await request(url(), path, { method, token: (await createSession(database(), user.id, {})).token, json });
    if (response.status >= 300) throw new Error(`fixture ${method} ${path} answered ${response.status}: ${response.text}`);
    return response.body;
  },
});

export type World = ReturnType<typeof world>;

async function stage(w: World, owner: User, projectId: string): Promise<string> {
  const form = new FormData();
  form.append('data', JSON.stringify({ project_id: projectId }));
  form.append('file', new Blob([freshJar() as Uint8Array<ArrayBuffer>]), 'staged.jar');
  const response = await request(w.url, '/_internal/version-files/inspect', { method: 'POST', token: await w.session(owner), body: form });
  if (response.status !== 200) throw new Error(`staged upload fixture answered ${response.status}: ${response.text}`);
  return response.body.staged_upload_id;
}

/** Fresh resources for one case, owned (or held) by `owner`; each returns the names its route's path and body use. */
export const setups = {
  self: async (_w: World, owner: User): Promise<Vars> => ({ user: owner.id }),

  async project(w: World, owner: User): Promise<Vars> {
    const project = await makeProject(w.db, { ownerId: owner.id });
    return { user: owner.id, project: project.id, slug: project.slug, team: project.teamId };
  },

  /** A project only its team and staff can see: to anyone else it must look missing. */
  async draftProject(w: World, owner: User): Promise<Vars> {
    const project = await makeProject(w.db, { ownerId: owner.id, status: 'draft' });
    return { user: owner.id, project: project.id, slug: project.slug, team: project.teamId };
  },

  async draftVersion(w: World, owner: User): Promise<Vars> {
    const vars = await setups.draftProject(w, owner);
    return { ...vars, version: (await makeVersion(w.db, { projectId: vars.project!, authorId: owner.id })).id };
  },

  async gallery(w: World, owner: User): Promise<Vars> {
    const vars = await setups.project(w, owner);
    const response = await request(w.url, `/v2/project/${vars.project}/gallery?ext=png&featured=false`, {
      method: 'POST', token: await w.session(owner), body: PNG,
    });
    if (response.status !== 204) throw new Error(`gallery fixture answered ${response.status}`);
    const [image] = await w.db.select().from(t.galleryItems).where(eq(t.galleryItems.projectId, vars.project!));
    return { ...vars, image: image!.url };
  },

  async version(w: World, owner: User): Promise<Vars> {
    const vars = await setups.project(w, owner);
    const version = await makeVersion(w.db, { projectId: vars.project!, authorId: owner.id });
    return { ...vars, version: version.id };
  },

  /** The owner's project with a file the owner inspected for it in the version editor, kept as a staged upload. */
  async stagedUpload(w: World, owner: User): Promise<Vars> {
    const vars = await setups.project(w, owner);
    return { ...vars, staged: await stage(w, owner, vars.project!) };
  },

  async versionAndStagedUpload(w: World, owner: User): Promise<Vars> {
    const vars = await setups.version(w, owner);
    return { ...vars, staged: await stage(w, owner, vars.project!) };
  },

  /** The owner's project with a second, accepted member who holds no permissions. */
  async teamMember(w: World, owner: User): Promise<Vars> {
    const vars = await setups.project(w, owner);
    const member = await w.user();
    await addMember(w.db, vars.team!, member.id);
    return { ...vars, member: member.id };
  },

  /** Someone else's project whose team has invited the owner. */
  async invite(w: World, owner: User): Promise<Vars> {
    const vars = await setups.project(w, await w.user());
    await addMember(w.db, vars.team!, owner.id, { accepted: false });
    return { ...vars, user: owner.id };
  },

  async notification(w: World, owner: User): Promise<Vars> {
    await notify(w.db, [owner.id], { type: 'pat_created', token_name: 'Matrix token' });
    const [row] = await w.db.select().from(t.notifications).where(eq(t.notifications.userId, owner.id)).orderBy(desc(t.notifications.created));
    return { user: owner.id, notification: row!.id };
  },

  async organization(w: World, owner: User): Promise<Vars> {
    const slug = `guild-${randomId().toLowerCase()}`;
    const organization = await w.as(owner, 'POST', '/v3/organization', { slug, name: 'Matrix Guild', description: 'Builders of the matrix.' });
    return { user: owner.id, organization: organization.id, orgTeam: organization.team_id };
  },

  /** An organization plus a project of the owner's that is not in it yet. */
  async organizationAndProject(w: World, owner: User): Promise<Vars> {
    return { ...(await setups.project(w, owner)), ...(await setups.organization(w, owner)) };
  },

  async organizationProject(w: World, owner: User): Promise<Vars> {
    const vars = await setups.organizationAndProject(w, owner);
    await w.as(owner, 'POST', `/v3/organization/${vars.organization}/projects`, { project_id: vars.project });
    return vars;
  },

  async organizationMember(w: World, owner: User): Promise<Vars> {
    const vars = await setups.organization(w, owner);
    const member = await w.user();
    await w.db.insert(t.teamMembers).values({ id: randomId(), teamId: vars.orgTeam!, userId: member.id, role: 'Member', accepted: true, permissions: 0, organizationPermissions: 0 });
    return { ...vars, member: member.id };
  },

  /** Another person's organization that has invited the owner. */
  async organizationInvite(w: World, owner: User): Promise<Vars> {
    const vars = await setups.organization(w, await w.user());
    await w.db.insert(t.teamMembers).values({ id: randomId(), teamId: vars.orgTeam!, userId: owner.id, role: 'Member', accepted: false, permissions: 0, organizationPermissions: 0 });
    return { ...vars, user: owner.id };
  },

  async collection(w: World, owner: User): Promise<Vars> {
    const collection = await w.as(owner, 'POST', '/v3/collection', { name: 'Matrix picks', description: 'Things worth keeping.' });
    const project = await makeProject(w.db, { ownerId: (await w.user()).id });
    return { user: owner.id, collection: collection.id, project: project.id };
  },

  async privateCollection(w: World, owner: User): Promise<Vars> {
    const vars = await setups.collection(w, owner);
    await w.as(owner, 'PATCH', `/v3/collection/${vars.collection}`, { status: 'private' });
    return vars;
  },

  async pat(w: World, owner: User): Promise<Vars> {
    await w.pat(owner, scope('USER_READ'));
    const [row] = await w.db.select().from(t.personalAccessTokens).where(eq(t.personalAccessTokens.userId, owner.id));
    return { user: owner.id, pat: row!.id };
  },

  /** A second session of the owner's, besides the one a case may sign in with. */
  async session(w: World, owner: User): Promise<Vars> {
    return { user: owner.id, session: (await createSession(w.db, owner.id, {})).id };
  },

  async application(w: World, owner: User): Promise<Vars> {
    const created = await w.as(owner, 'POST', '/_internal/oauth/app', { name: 'Matrix client', max_scopes: scope('USER_READ'), redirect_uris: ['https://client.example/callback'] });
    return { user: owner.id, app: created.client.id };
  },

  /** The owner has authorized someone else's application. */
  async authorization(w: World, owner: User): Promise<Vars> {
    const developer = await w.user();
    const { appId } = await w.oauth(developer, scope('USER_READ'));
    await w.db.insert(t.oauthAuthorizations).values({ id: randomId(), appId, userId: owner.id, scopes: scope('USER_READ'), created: new Date() });
    return { user: owner.id, app: appId };
  },
};
