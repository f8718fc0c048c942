// Seeds a believable demo catalog (people, organizations, projects, versions, real files, follows, collections) from a seed string.
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import type { BlobStore } from '../../functions/platform/blobs/port.ts';
import { demoAccountRows, DEMO_USERNAMES } from './accounts.ts';
import { BlobQueue } from './blobqueue.ts';
import { releaseTimeline, Timeline } from './gameversions.ts';
import { IdFactory } from './idgen.ts';
import { BulkWriter, yieldToEventLoop } from './insert.ts';
import { emptyBatch, materialize, type Batch } from './materialize.ts';
import { ModFileIndex } from './modpacks.ts';
import { NameRegistry } from './names.ts';
import { CreatorPool, generateOrganizations, generateUsers, type Person } from './people.ts';
import { planProjects } from './plan.ts';
import { planSocial, syntheticFollowers } from './popularity.ts';
import { Random } from './random.ts';
import { Categories, isPublicStatus } from './taxonomy.ts';

/** Every seeded date counts back from here unless `now` says otherwise; never from the wall clock. */
export const SEED_BASE_DATE = new Date('2026-11-01T00:00:00Z');

export interface SeedOptions {
  seed: string;
  projects: number;
  /** Base of file download URLs, e.g. http://localhost:4321/cdn. */
  cdnUrl: string;
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedSummary {
  users: number;
  organizations: number;
  projects: number;
  versions: number;
  files: number;
  follows: number;
  collections: number;
  teamMembers: number;
  dependencies: number;
  blobBytes: number;
  elapsedMs: number;
}

/** Projects materialized (and written) per round: bounds memory while keeping statements large. */
const CHUNK = 1000;
/** Blob writes allowed to trail behind generation before it waits for the disk. */
const BLOB_BACKLOG = 4000;
/** Projects materialized between event-loop turns, so blob writes keep flowing on the thread pool meanwhile. */
const SLICE = 25;

/** True when users or projects exist already (reference tags don't count). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: t.users.id }).from(t.users).limit(1);
  const [project] = await db.select({ id: t.projects.id }).from(t.projects).limit(1);
  return Boolean(user || project);
}

async function writeBatch(writer: BulkWriter, batch: Batch): Promise<void> {
  await writer.insert(t.projects, batch.projects);
  await writer.insert(t.projectCategories, batch.categories);
  await writer.insert(t.donationUrls, batch.donations);
  await writer.insert(t.versions, batch.versions);
  await writer.insert(t.versionLoaders, batch.versionLoaders);
  await writer.insert(t.versionGameVersions, batch.versionGameVersions);
  await writer.insert(t.files, batch.files);
  await writer.insert(t.dependencies, batch.dependencies);
}

/**
 * Fills an empty, migrated database (reference data loaded) and the blob store. Deterministic: the same
 * seed, size and `now` give identical rows and file bytes (except the demo accounts' salted password hashes).
 */
export async function seedDemoData(db: Db, blobs: BlobStore, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
  if (!Number.isInteger(options.projects) || options.projects < 0) throw new Error(`projects must be a whole number ≥ 0, got ${options.projects}`);
  if (await hasDemoData(db)) throw new Error('The database already has users or projects; demo data goes into an empty database.');
  const now = (options.now ?? SEED_BASE_DATE).getTime();
  const cdnUrl = options.cdnUrl.replace(/\/+$/, '');

  const [gameVersionRows, categoryRows, platformRows] = await Promise.all([
    db.select().from(t.gameVersions), db.select().from(t.categories), db.select().from(t.donationPlatforms),
  ]);
  const timeline = new Timeline(releaseTimeline(gameVersionRows));
  const categories = new Categories(categoryRows);
  const platforms = platformRows.sort((a, b) => a.ordering - b.ordering).map((platform) => platform.short);

  // One child stream per concern, always forked in this order: adding draws to one never reshuffles another.
  const master = Random.fromSeed(options.seed);
  const ids = new IdFactory(master.fork());
  const userRng = master.fork();
  const creatorRng = master.fork();
  const orgRng = master.fork();
  const projectRng = master.fork();
  const socialRng = master.fork();
  const followerRng = master.fork();

  const names = new NameRegistry(DEMO_USERNAMES);
  const accounts = await demoAccountRows(ids, new Date(now));
  const asPerson = (name: 'player' | 'creator'): Person => ({ ...accounts.users[name], username: name });
  const generated = generateUsers(userRng, ids, names, Math.max(30, Math.round(options.projects / 3)), now);
  const creators = new CreatorPool(creatorRng, generated.people);
  const orgs = generateOrganizations(orgRng, ids, names, Math.max(3, Math.round(options.projects / 40)), creators, generated.people, asPerson('creator'));
  const { plans, members } = planProjects({
    rng: projectRng, ids, names, timeline, categories, donationPlatforms: platforms, people: generated.people, creators,
    orgs: orgs.orgs, creator: asPerson('creator'), count: options.projects, now,
  });
  const followable = plans.filter((plan) => isPublicStatus(plan.status)).map((plan) => ({
    id: plan.id, projectType: plan.type, published: plan.published, downloads: plan.downloads, categories: plan.categories.map((c) => c.name),
  }));
  const social = planSocial(socialRng, ids, followable, generated.people, asPerson('player'), now);
  for (const plan of plans) plan.followers = Math.max(syntheticFollowers(followerRng, plan.downloads), social.followCounts.get(plan.id) ?? 0);
  log(`planned ${plans.length} projects, ${generated.rows.length + accounts.rows.length} users, ${orgs.rows.length} organizations (${elapsed()})`);

  const writer = await BulkWriter.begin(db);
  const queue = new BlobQueue(blobs);
  const totals = { versions: 0, files: 0, dependencies: 0 };
  try {
    await writer.insert(t.users, [...accounts.rows, ...generated.rows]);
    await writer.insert(t.teams, [...orgs.orgs.map((org) => ({ id: org.teamId })), ...plans.map((plan) => ({ id: plan.teamId }))]);
    await writer.insert(t.teamMembers, [...orgs.members, ...members]);
    await writer.insert(t.organizations, orgs.rows);

    // Modpacks go last: they bundle mod files, which must exist (and be hashed) first.
    const ordered = [...plans.filter((plan) => plan.type !== 'modpack'), ...plans.filter((plan) => plan.type === 'modpack')];
    const context = { ids, cdnUrl, index: new ModFileIndex(), timeline };
    for (let start = 0; start < ordered.length; start += CHUNK) {
      const batch = emptyBatch();
      const end = Math.min(start + CHUNK, ordered.length);
      for (let i = start; i < end; i++) {
        materialize(ordered[i]!, context, batch);
        if ((i - start) % SLICE === SLICE - 1 || i === end - 1) {
          for (const blob of batch.blobs) queue.add(blob.key, blob.bytes);
          batch.blobs.length = 0;
          await yieldToEventLoop();
        }
      }
      await writeBatch(writer, batch);
      totals.versions += batch.versions.length;
      totals.files += batch.files.length;
      totals.dependencies += batch.dependencies.length;
      await queue.waitBelow(BLOB_BACKLOG);
      if ((start / CHUNK) % 10 === 9 || start + CHUNK >= ordered.length) {
        log(`projects ${Math.min(start + CHUNK, ordered.length)}/${ordered.length}, ${totals.files} files (${elapsed()})`);
      }
    }
    await writer.insert(t.follows, social.follows);
    await writer.insert(t.collections, social.collections);
    await writer.insert(t.collectionProjects, social.collectionProjects);
    // Commit only once every file is on disk, so rows never point at missing blobs.
    await queue.drain();
    await writer.commit();
  } catch (error) {
    await writer.rollback();
    await queue.drain().catch(() => {});
    throw error;
  }
  log(`committed ${writer.rowsWritten} rows and ${queue.count} files (${(queue.bytes / 1048576).toFixed(1)} MiB) in ${elapsed()}`);

  return {
    users: accounts.rows.length + generated.rows.length,
    organizations: orgs.rows.length,
    projects: plans.length,
    versions: totals.versions,
    files: totals.files,
    follows: social.follows.length,
    collections: social.collections.length,
    teamMembers: orgs.members.length + members.length,
    dependencies: totals.dependencies,
    blobBytes: queue.bytes,
    elapsedMs: Math.round(performance.now() - started),
  };
}
