// Generates the whole demo catalog in a fixed order (people, plans, rows, file bytes) and hands it to a sink.
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as t from '../schema/index.ts';
import { DEMO_USERNAMES, demoAccounts, type PasswordHashes } from './accounts.ts';
import { SeedArtwork, type SeededBlob } from './artwork.ts';
import { releaseTimeline, Timeline } from './gameversions.ts';
import { IdFactory } from './idgen.ts';
import { emptyBatch, materialize } from './materialize.ts';
import { ModFileIndex } from './modpacks.ts';
import { NameRegistry } from './names.ts';
import { planDemoNotifications } from './notifications.ts';
import { CreatorPool, generateOrganizations, generateUsers, type Person } from './people.ts';
import { planProjects } from './plan.ts';
import { planSocial, syntheticFollowers } from './popularity.ts';
import { Random } from './random.ts';
import { Categories, isPublicStatus, type CategoryRef } from './taxonomy.ts';

/** Plain data only: this crosses into the seed worker. */
export interface CatalogInput {
  seed: string;
  projects: number;
  cdnUrl: string;
  now: number;
  gameVersions: { version: string; versionType: string; date: Date }[];
  categories: CategoryRef[];
  /** Donation platform short names, in reference order. */
  platforms: string[];
}

export interface CatalogSink {
  rows<T extends SQLiteTable>(table: T, rows: readonly T['$inferInsert'][]): void;
  blob(key: string, bytes: Uint8Array): void;
  /** End of a chunk of projects: resolves when the consumer is ready for the next one. */
  flush(): Promise<void>;
  passwordHashes(): Promise<PasswordHashes>;
  log(line: string): void;
}

export interface CatalogCounts {
  users: number;
  organizations: number;
  projects: number;
  versions: number;
  files: number;
  follows: number;
  collections: number;
  teamMembers: number;
  notifications: number;
  dependencies: number;
  galleryItems: number;
}

/** Every table the seed fills, in insertion order (reference tags are loaded separately and left alone). */
export const SEEDED_TABLES: readonly SQLiteTable[] = [
  t.users, t.teams, t.teamMembers, t.organizations, t.projects, t.projectCategories, t.donationUrls, t.versions,
  t.versionLoaders, t.versionGameVersions, t.files, t.dependencies, t.follows, t.collections, t.collectionProjects, t.notifications,
  t.galleryItems,
];

/** Projects materialized per chunk: bounds memory while keeping statements large. */
const CHUNK = 1000;

export async function generateCatalog(input: CatalogInput, sink: CatalogSink): Promise<CatalogCounts> {
  const now = input.now;
  const timeline = new Timeline(releaseTimeline(input.gameVersions));
  const categories = new Categories(input.categories);

  // One child stream per concern, always forked in this order: adding draws to one never reshuffles another.
  const master = Random.fromSeed(input.seed);
  const ids = new IdFactory(master.fork());
  const userRng = master.fork();
  const creatorRng = master.fork();
  const orgRng = master.fork();
  const projectRng = master.fork();
  const socialRng = master.fork();
  const followerRng = master.fork();

  const names = new NameRegistry(DEMO_USERNAMES);
  const accounts = demoAccounts(ids, now);
  const asPerson = (name: 'player' | 'creator'): Person => ({ ...accounts.users[name], username: name });
  const generated = generateUsers(userRng, ids, names, Math.max(30, Math.round(input.projects / 3)), now);
  const creators = new CreatorPool(creatorRng, generated.people);
  const orgs = generateOrganizations(orgRng, ids, names, Math.max(3, Math.round(input.projects / 40)), creators, generated.people, asPerson('creator'));
  const { plans, members } = planProjects({
    rng: projectRng, ids, names, timeline, categories, donationPlatforms: input.platforms, people: generated.people, creators,
    orgs: orgs.orgs, creator: asPerson('creator'), count: input.projects, now,
  });
  const followable = plans.filter((plan) => isPublicStatus(plan.status)).map((plan) => ({
    id: plan.id, projectType: plan.type, published: plan.published, downloads: plan.downloads, categories: plan.categories.map((c) => c.name),
  }));
  const social = planSocial(socialRng, ids, followable, generated.people, asPerson('player'), now);
  for (const plan of plans) plan.followers = Math.max(syntheticFollowers(followerRng, plan.downloads), social.followCounts.get(plan.id) ?? 0);
  const users = DEMO_USERNAMES.length + generated.rows.length;
  sink.log(`planned ${plans.length} projects, ${users} users, ${orgs.rows.length} organizations`);

  // The demo creator's projects start with empty galleries, for whoever signs in as them to fill.
  const artwork = new SeedArtwork(input.seed, new Set([accounts.users.creator.id]));
  const pictures: SeededBlob[] = [];
  const demoIds = new Set(Object.values(accounts.users).map((user) => user.id));
  const userRows = [...accounts.rows(await sink.passwordHashes()), ...generated.rows];
  for (const row of userRows) artwork.user(row, demoIds.has(row.id), pictures);
  for (const row of orgs.rows) artwork.organization(row, pictures);
  for (const picture of pictures) sink.blob(picture.key, picture.bytes);
  sink.rows(t.users, userRows);
  sink.rows(t.teams, [...orgs.orgs.map((org) => ({ id: org.teamId })), ...plans.map((plan) => ({ id: plan.teamId }))]);
  sink.rows(t.teamMembers, [...orgs.members, ...members]);
  sink.rows(t.organizations, orgs.rows);

  // Modpacks go last: they bundle mod files, which must exist (and be hashed) first.
  const ordered = [...plans.filter((plan) => plan.type !== 'modpack'), ...plans.filter((plan) => plan.type === 'modpack')];
  const context = { ids, cdnUrl: input.cdnUrl, index: new ModFileIndex(), timeline, artwork };
  const totals = { versions: 0, files: 0, dependencies: 0 };
  for (let start = 0; start < ordered.length; start += CHUNK) {
    const batch = emptyBatch();
    for (const plan of ordered.slice(start, start + CHUNK)) materialize(plan, context, batch);
    sink.rows(t.projects, batch.projects);
    sink.rows(t.projectCategories, batch.categories);
    sink.rows(t.donationUrls, batch.donations);
    sink.rows(t.versions, batch.versions);
    sink.rows(t.versionLoaders, batch.versionLoaders);
    sink.rows(t.versionGameVersions, batch.versionGameVersions);
    sink.rows(t.files, batch.files);
    sink.rows(t.dependencies, batch.dependencies);
    for (const blob of batch.blobs) sink.blob(blob.key, blob.bytes);
    totals.versions += batch.versions.length;
    totals.files += batch.files.length;
    totals.dependencies += batch.dependencies.length;
    if ((start / CHUNK) % 10 === 9 || start + CHUNK >= ordered.length) {
      sink.log(`projects ${Math.min(start + CHUNK, ordered.length)}/${ordered.length}, ${totals.files} files`);
    }
    await sink.flush();
  }
  sink.rows(t.follows, social.follows);
  sink.rows(t.collections, social.collections);
  sink.rows(t.collectionProjects, social.collectionProjects);
  // Drawn after every other id, so adding them changed no earlier row.
  const inbox = planDemoNotifications({
    ids, creator: asPerson('creator'), player: asPerson('player'), plans, orgs: orgs.orgs, members: [...orgs.members, ...members],
    playerFollows: social.follows.filter((follow) => follow.userId === accounts.users.player.id).map((follow) => follow.projectId), now,
  });
  sink.rows(t.teamMembers, inbox.invitations);
  sink.rows(t.notifications, inbox.notifications);
  const gallery = artwork.galleryRows(ids);
  sink.rows(t.galleryItems, gallery);
  await sink.flush();

  return {
    users, organizations: orgs.rows.length, projects: plans.length, versions: totals.versions, files: totals.files,
    follows: social.follows.length, collections: social.collections.length,
    teamMembers: orgs.members.length + members.length + inbox.invitations.length, notifications: inbox.notifications.length,
    dependencies: totals.dependencies, galleryItems: gallery.length,
  };
}
