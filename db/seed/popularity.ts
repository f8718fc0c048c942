// Popularity: long-tail downloads, followers, and the follow and collection rows that sample them.
import type { CollectionStatus, ProjectStatus } from '#contracts/enums.ts';
import type * as t from '../schema/index.ts';
import type { IdFactory } from './idgen.ts';
import type { Person } from './people.ts';
import { DAY_MS, Random, WeightedTable } from './random.ts';
import { COLLECTION_BLURBS, COLLECTION_NAMES } from './words.ts';

const MAX_DOWNLOADS = 150_000_000;

/**
 * Pareto downloads (alpha 0.75, median in the low hundreds): with 100k projects about a hundred pass a million,
 * most sit in the hundreds. Older projects had longer to collect. Hidden projects were never downloadable.
 */
export function projectDownloads(rng: Random, status: ProjectStatus, ageFraction: number): number {
  if (status === 'draft' || status === 'processing' || status === 'rejected') return 0;
  const base = rng.pareto(110, 0.75) * (0.4 + 1.2 * ageFraction);
  const scaled = status === 'unlisted' || status === 'private' ? base / 20 : base;
  // A soft ceiling: the rare draws beyond it land somewhere below it rather than all on one round number.
  return Math.floor(scaled > MAX_DOWNLOADS ? MAX_DOWNLOADS * (0.5 + 0.5 * rng.float()) : scaled);
}

/** Splits a total over versions (oldest first); newer versions get a larger share, and the parts sum exactly. */
export function splitDownloads(rng: Random, total: number, count: number): number[] {
  if (count === 0) return [];
  const weights = Array.from({ length: count }, (_, k) => rng.between(0.3, 1) * (1 + k * 0.6));
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  parts[count - 1]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** About 1–3% of downloaders follow a project. */
export const syntheticFollowers = (rng: Random, downloads: number) => Math.round(downloads * rng.between(0.01, 0.03));

/** What the social planner needs to know about a project. */
export interface Followable {
  id: string;
  projectType: string;
  published: number;
  downloads: number;
  categories: readonly string[];
}

export type FollowRow = typeof t.follows.$inferInsert;
export type CollectionRow = typeof t.collections.$inferInsert;
export type CollectionProjectRow = typeof t.collectionProjects.$inferInsert;

export interface SocialPlan {
  follows: FollowRow[];
  collections: CollectionRow[];
  collectionProjects: CollectionProjectRow[];
  /** Follow rows per project id. */
  followCounts: Map<string, number>;
}

const FOLLOW_COUNT = new WeightedTable<readonly [number, number]>([[[0, 0], 30], [[1, 1], 20], [[2, 3], 25], [[4, 8], 20], [[9, 20], 5]]);

/**
 * Follow and collection rows over public projects only. `projects.followers` stays the synthetic number
 * (a popular project has more followers than there are seeded users); follow rows are a popularity-weighted
 * sample of it, and the generator keeps followers >= the number of rows.
 */
export function planSocial(rng: Random, ids: IdFactory, projects: readonly Followable[], people: readonly Person[], player: Person, now: number): SocialPlan {
  const plan: SocialPlan = { follows: [], collections: [], collectionProjects: [], followCounts: new Map() };
  if (projects.length === 0) return plan;
  const byPopularity = new WeightedTable(projects.map((project) => [project, Math.sqrt(project.downloads + 1)] as const));
  const follow = (r: Random, person: Person, project: Followable, seen: Set<string>) => {
    if (seen.has(project.id)) return;
    seen.add(project.id);
    const from = Math.max(person.created, project.published);
    plan.follows.push({ userId: person.id, projectId: project.id, created: new Date(Math.round(from + r.float() * Math.max(0, now - from))) });
    plan.followCounts.set(project.id, (plan.followCounts.get(project.id) ?? 0) + 1);
  };

  // The demo player follows ~10 projects, mostly well-known ones, so the dashboard has something to show.
  const playerRng = rng.fork();
  const playerSeen = new Set<string>();
  const top = projects.slice().sort((a, b) => b.downloads - a.downloads || a.id.localeCompare(b.id)).slice(0, 60);
  for (const project of playerRng.sample(top, 7)) follow(playerRng, player, project, playerSeen);
  for (let i = 0; i < 30 && playerSeen.size < 10; i++) follow(playerRng, player, byPopularity.pick(playerRng), playerSeen);

  for (const person of people) {
    const r = rng.fork();
    const [low, high] = FOLLOW_COUNT.pick(r);
    const seen = new Set<string>();
    for (let i = r.int(low, high); i > 0; i--) follow(r, person, byPopularity.pick(r), seen);
  }

  const collect = (r: Random, owner: Person, name: string, description: string | null, status: CollectionStatus, items: Followable[]) => {
    const id = ids.next();
    const created = Math.round(owner.created + r.float() * Math.max(0, now - owner.created - DAY_MS));
    const unique = [...new Map(items.map((item) => [item.id, item])).values()];
    plan.collections.push({
      id, userId: owner.id, name, description, iconUrl: null, color: null, status,
      created: new Date(created), updated: new Date(Math.round(created + r.float() * (now - created))),
    });
    for (const item of unique) plan.collectionProjects.push({ collectionId: id, projectId: item.id });
  };

  const mods = projects.filter((project) => project.projectType === 'mod');
  const fast = mods.filter((project) => project.categories.includes('optimization'));
  const essentials = (fast.length >= 4 ? fast : mods.length > 0 ? mods : projects).slice().sort((a, b) => b.downloads - a.downloads).slice(0, 20);
  collect(playerRng, player, 'Performance essentials', 'What I install before anything else.', 'listed', playerRng.sample(essentials, 8));
  collect(playerRng, player, 'Maybe later', 'Private list of things to try on the next world.', 'private', Array.from({ length: 5 }, () => byPopularity.pick(playerRng)));

  for (const person of people) {
    const r = rng.fork();
    if (!r.chance(0.12)) continue;
    const status = r.weighted<CollectionStatus>([['listed', 80], ['unlisted', 10], ['private', 10]]);
    collect(r, person, r.pick(COLLECTION_NAMES), r.pick(COLLECTION_BLURBS), status, Array.from({ length: r.int(3, 12) }, () => byPopularity.pick(r)));
  }
  return plan;
}
