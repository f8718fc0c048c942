// Organization reads: lookup by id or slug in any case, membership listings, members and the projects an organization owns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '#db/schema/index.ts';
import { loadConfig } from '#config';
import { ApiError } from '#contracts/errors.ts';
import { randomId } from '#lib/ids.ts';
import { createTestDatabase, type TestDatabase } from '#testing/database.ts';
import { addMember, makeProject, makeTeam, makeUser, makeVersion } from '#testing/factory.ts';
import { getOrganization, getOrganizationsByIds, organizationMembers, organizationProjects, organizationsOfUser } from './service.ts';

let database: TestDatabase;
const config = loadConfig({});
const reading = () => ({ db: database.db, config });
let organizationId: string;
let alice: Awaited<ReturnType<typeof makeUser>>;
let bob: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  alice = await makeUser(db, { username: 'alice' });
  bob = await makeUser(db, { username: 'bob' });
  const carol = await makeUser(db, { username: 'carol' });
  const teamId = await makeTeam(db, alice.id);
  await addMember(db, teamId, bob.id, { role: 'Artist' });
  await addMember(db, teamId, carol.id, { accepted: false });
  organizationId = randomId();
  await db.insert(t.organizations).values({
    id: organizationId, slug: 'Lava-Works', name: 'Lava Works', description: 'We make lava things.', teamId, created: new Date('2026-02-01T00:00:00Z'),
  });
  const otherTeam = await makeTeam(db, carol.id);
  await db.insert(t.organizations).values({ id: randomId(), slug: 'zeta', name: 'Zeta', description: '', teamId: otherTeam, created: new Date() });
  for (const [slug, status, downloads] of [['popular', 'approved', 90], ['quiet', 'approved', 10], ['hidden', 'unlisted', 50], ['draft', 'draft', 70]] as const) {
    const project = await makeProject(db, { ownerId: alice.id, slug, status, downloads, organizationId });
    await makeVersion(db, { projectId: project.id, authorId: alice.id });
  }
  await makeProject(db, { ownerId: alice.id, slug: 'personal' });
});

afterAll(() => database.dispose());

describe('getOrganization', () => {
  it('finds an organization by id or by slug in any case', async () => {
    expect((await getOrganization(reading(), 'lava-works')).id).toBe(organizationId);
    expect(await getOrganization(reading(), organizationId)).toMatchObject({ slug: 'Lava-Works', name: 'Lava Works', created: '2026-02-01T00:00:00.000Z' });
    expect((await getOrganizationsByIds(reading(), [organizationId, organizationId])).map((org) => org.name)).toEqual(['Lava Works']);
  });

  it('is a 404 for an unknown key', async () => {
    await expect(getOrganization(reading(), 'nope')).rejects.toSatisfy((error) => error instanceof ApiError && error.status === 404);
  });
});

describe('memberships and members', () => {
  it('lists the organizations a user has accepted membership of', async () => {
    expect((await organizationsOfUser(reading(), bob.id)).map((org) => org.slug)).toEqual(['Lava-Works']);
    expect(await organizationsOfUser(reading(), (await makeUser(database.db)).id)).toEqual([]);
  });

  it('shows accepted members to visitors', async () => {
    const members = await organizationMembers(reading(), null, await getOrganization(reading(), organizationId));
    expect(members.map((member) => [member.user.username, member.role])).toEqual([['alice', 'Owner'], ['bob', 'Artist']]);
  });
});

describe('organizationProjects', () => {
  it('lists listed projects by downloads for visitors', async () => {
    const projects = await organizationProjects(reading(), null, await getOrganization(reading(), organizationId));
    expect(projects.map((project) => project.slug)).toEqual(['popular', 'quiet']);
  });

  it('adds unlisted and hidden projects for members and staff', async () => {
    const organization = await getOrganization(reading(), organizationId);
    const member = await organizationProjects(reading(), { userId: bob.id, role: 'developer', scopes: 0, via: 'session' }, organization);
    expect(member.map((project) => project.slug)).toEqual(['popular', 'draft', 'hidden', 'quiet']);
    const moderator = await makeUser(database.db, { role: 'moderator' });
    const staff = await organizationProjects(reading(), { userId: moderator.id, role: 'moderator', scopes: 0, via: 'session' }, organization);
    expect(staff).toHaveLength(4);
  });
});
