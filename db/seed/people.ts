// Generated people: users, who among them creates projects, organizations, and the teams behind projects and orgs.
import { ALL_ORGANIZATION_PERMISSIONS, ALL_PROJECT_PERMISSIONS, Badge, OrganizationPermission as O, ProjectPermission as P } from '#contracts/permissions.ts';
import type * as t from '../schema/index.ts';
import { bioOf } from './content.ts';
import type { IdFactory } from './idgen.ts';
import type { NameRegistry } from './names.ts';
import { DAY_MS, Random, WeightedTable } from './random.ts';

export type UserRow = typeof t.users.$inferInsert;
export type TeamMemberRow = typeof t.teamMembers.$inferInsert;
export type OrganizationRow = typeof t.organizations.$inferInsert;

export interface Person {
  id: string;
  username: string;
  created: number;
}

const BADGES = new WeightedTable<number>([
  [0, 900], [Badge.ALPHA_TESTER, 30], [Badge.EARLY_MODPACK_ADOPTER, 20], [Badge.EARLY_RESPACK_ADOPTER, 12],
  [Badge.EARLY_PLUGIN_ADOPTER, 10], [Badge.TRANSLATOR, 10], [Badge.CONTRIBUTOR, 8], [Badge.ALPHA_TESTER | Badge.CONTRIBUTOR, 5],
  [Badge.MIDAS, 3], [Badge.AFFILIATE, 2],
]);

/** Generated users have no email or password: nobody signs in as them, they only populate the catalog. */
export function generateUsers(rng: Random, ids: IdFactory, names: NameRegistry, count: number, now: number): { rows: UserRow[]; people: Person[] } {
  const rows: UserRow[] = [];
  const people: Person[] = [];
  for (let i = 0; i < count; i++) {
    const r = rng.fork();
    const id = ids.next();
    const username = names.username(r);
    // Accounts span ~3.3 years (more of them early on) and stop a month before `now`, leaving every creator time to publish.
    const created = Math.round(now - (30 + 1170 * Math.sqrt(r.float())) * DAY_MS);
    rows.push({
      id, username, email: null, emailVerified: false, passwordHash: null, avatarUrl: null, bio: bioOf(r),
      role: 'developer', badges: BADGES.pick(r), allowFriendRequests: r.chance(0.9), created: new Date(created),
    });
    people.push({ id, username, created });
  }
  return { rows, people };
}

/**
 * Most projects come from a few prolific people: a shuffled ~55% of users create at all, weighted 1/sqrt(rank).
 */
export class CreatorPool {
  readonly #table: WeightedTable<Person>;

  constructor(rng: Random, people: readonly Person[]) {
    const creators = rng.shuffle(people.slice()).slice(0, Math.max(1, Math.round(people.length * 0.55)));
    this.#table = new WeightedTable(creators.map((person, rank) => [person, 1 / Math.sqrt(rank + 1)] as const));
  }

  pick(rng: Random): Person {
    return this.#table.pick(rng);
  }
}

const MEMBER_ROLES: readonly (readonly [string, number])[] = [
  ['Developer', P.UPLOAD_VERSION | P.DELETE_VERSION | P.EDIT_DETAILS | P.EDIT_BODY | P.VIEW_ANALYTICS],
  ['Maintainer', ALL_PROJECT_PERMISSIONS & ~(P.DELETE_PROJECT | P.VIEW_PAYOUTS)],
  ['Artist', P.UPLOAD_VERSION | P.EDIT_BODY],
  ['Translator', P.EDIT_BODY],
  ['Contributor', P.VIEW_ANALYTICS],
];
const ORG_MEMBER_PERMISSIONS = [O.EDIT_DETAILS | O.ADD_PROJECT, O.MANAGE_INVITES | O.REMOVE_MEMBER | O.EDIT_MEMBER | O.ADD_PROJECT | O.REMOVE_PROJECT, O.ADD_PROJECT, 0];

function ownerRow(ids: IdFactory, teamId: string, userId: string, organizationPermissions: number | null): TeamMemberRow {
  return {
    id: ids.next(), teamId, userId, role: 'Owner', isOwner: true, permissions: ALL_PROJECT_PERMISSIONS,
    organizationPermissions, accepted: true, payoutsSplit: 100, ordering: 0,
  };
}

/** Team of a project: the owner plus, for a quarter of projects, 1–3 collaborators (some invites still pending). */
export function projectTeam(rng: Random, ids: IdFactory, teamId: string, owner: Person, everyone: readonly Person[]): TeamMemberRow[] {
  const rows = [ownerRow(ids, teamId, owner.id, null)];
  if (!rng.chance(0.25) || everyone.length < 2) return rows;
  const taken = new Set([owner.id]);
  for (let i = rng.int(1, 3); i > 0; i--) {
    const member = rng.pick(everyone);
    if (taken.has(member.id)) continue;
    taken.add(member.id);
    const [role, permissions] = rng.pick(MEMBER_ROLES);
    rows.push({
      id: ids.next(), teamId, userId: member.id, role, isOwner: false, permissions, organizationPermissions: null,
      accepted: rng.chance(0.8), payoutsSplit: 0, ordering: rows.length,
    });
  }
  return rows;
}

export interface OrganizationPlan {
  id: string;
  slug: string;
  name: string;
  teamId: string;
  owner: Person;
  created: number;
}

const ORG_BLURBS = [
  '{name} makes mods, tools and packs for Minecraft.', 'A small group of friends building things we want to play with.',
  'We maintain a family of performance and quality-of-life projects.', 'Home of our server plugins and the libraries behind them.',
  'Artists and developers working on packs that keep the vanilla feel.', 'Open source Minecraft projects, maintained together since {year}.',
];

/** Organizations, each with its own team: owner plus 1–4 members holding organization permissions. */
export function generateOrganizations(
  rng: Random, ids: IdFactory, names: NameRegistry, count: number, creators: CreatorPool, everyone: readonly Person[],
  extraMember: Person | null,
): { orgs: OrganizationPlan[]; rows: OrganizationRow[]; members: TeamMemberRow[] } {
  const orgs: OrganizationPlan[] = [];
  const rows: OrganizationRow[] = [];
  const members: TeamMemberRow[] = [];
  for (let i = 0; i < count; i++) {
    const r = rng.fork();
    const { name, slug } = names.organizationName(r);
    const owner = creators.pick(r);
    const id = ids.next();
    const teamId = ids.next();
    const created = owner.created + Math.round(r.between(1, 20) * DAY_MS);
    const teamRows = [ownerRow(ids, teamId, owner.id, ALL_ORGANIZATION_PERMISSIONS)];
    const taken = new Set([owner.id]);
    // The demo creator joins the first organization, so the UI has an org membership to show.
    const wanted = r.int(1, 4);
    for (let attempt = 0; teamRows.length <= wanted && attempt < wanted * 3; attempt++) {
      const member = i === 0 && extraMember && !taken.has(extraMember.id) ? extraMember : r.pick(everyone);
      if (taken.has(member.id)) continue;
      taken.add(member.id);
      const [role, permissions] = r.pick(MEMBER_ROLES);
      teamRows.push({
        id: ids.next(), teamId, userId: member.id, role, isOwner: false, permissions,
        organizationPermissions: r.pick(ORG_MEMBER_PERMISSIONS), accepted: member === extraMember || r.chance(0.9),
        payoutsSplit: 0, ordering: teamRows.length,
      });
    }
    const description = r.pick(ORG_BLURBS).replace('{name}', name).replace('{year}', String(new Date(created).getUTCFullYear()));
    orgs.push({ id, slug, name, teamId, owner, created });
    rows.push({ id, slug, name, description, teamId, iconUrl: null, color: null, created: new Date(created) });
    members.push(...teamRows);
  }
  return { orgs, rows, members };
}
