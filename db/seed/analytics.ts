// Demo analytics: 90 days (and today so far) of hourly rollups for the demo creator's visible projects (their own and their
// organization's) with a weekly rhythm, slow growth and a release spike 24 days ago (the day the revenue history
// spikes too), broken down by country, game version, loader, version and source, each alone and all at once. Each
// project's downloads over the window are a share of its lifetime count, so no chart shows more than the project has.
// Written as rollups, not raw events: raw events are kept 30 days. The rollup job's watermark is set to now, so its
// first run keeps them.
import { and, eq, inArray, or } from 'drizzle-orm';
import { ROLLUP_JOB } from '#platform/analytics/embedded.ts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { DAY_MS, HOUR_MS, Random } from './random.ts';

const DAYS = 90;
/** Days before today of the release the spike follows. */
const RELEASE_DAYS_AGO = 24;
/** Four rollup rows a day carry the totals: enough for the daily charts without a row per hour. */
const BLOCK_HOURS = [2, 8, 14, 20];
const BLOCK_SHARE = [0.12, 0.22, 0.34, 0.32];
const COUNTRIES: [string, number][] = [['US', 30], ['DE', 11], ['BR', 9], ['GB', 7], ['FR', 6], ['RU', 6], ['PL', 5], ['CA', 5], ['JP', 3], ['AU', 3], ['SE', 2], ['NL', 2]];
const SOURCES: [string, number][] = [['app', 55], ['site', 35], ['api', 10]];
/** The part of a project's lifetime downloads that came in the last 90 days. */
const RECENT_SHARE = 0.6;
/** Project page views per download, and seconds played per download, as the desktop app reports them. */
const VIEWS_PER_DOWNLOAD = 2.8;
const PLAYTIME_PER_DOWNLOAD: [number, number] = [1400, 2200];

type Rollup = typeof t.analyticsRollups.$inferInsert;
type CombinedRollup = typeof t.analyticsCombinedRollups.$inferInsert;

/**
 * Whole parts of `total` by weight, adding up to it. What rounding down leaves over goes out one at a time by weight,
 * so a small day spreads over the parts as a large one does instead of piling onto one.
 */
function split(total: number, weights: [string, number][], random: Random): [string, number][] {
  const jittered = weights.map(([value, weight]) => [value, weight * random.between(0.8, 1.2)] as [string, number]);
  const sum = jittered.reduce((acc, [, weight]) => acc + weight, 0);
  const parts = new Map(jittered.map(([value, weight]) => [value, Math.floor((total * weight) / sum)]));
  for (let left = total - [...parts.values()].reduce((acc, amount) => acc + amount, 0); left > 0; left--) {
    const value = random.weighted(jittered);
    parts.set(value, parts.get(value)! + 1);
  }
  return [...parts].filter(([, amount]) => amount > 0);
}

async function demoProjects(db: Db, userId: string) {
  const teams = (await db.select({ teamId: t.teamMembers.teamId }).from(t.teamMembers)
    .where(and(eq(t.teamMembers.userId, userId), eq(t.teamMembers.accepted, true)))).map((row) => row.teamId);
  if (!teams.length) return [];
  const organizations = (await db.select({ id: t.organizations.id }).from(t.organizations).where(inArray(t.organizations.teamId, teams))).map((row) => row.id);
  return db.select({ id: t.projects.id, downloads: t.projects.downloads }).from(t.projects)
    .where(and(
      inArray(t.projects.status, ['approved', 'archived', 'unlisted']),
      organizations.length ? or(inArray(t.projects.teamId, teams), inArray(t.projects.organizationId, organizations)) : inArray(t.projects.teamId, teams),
    ))
    .orderBy(t.projects.id);
}

/** The newest items weigh most: players follow the latest version and game version. */
const recencyWeights = (values: string[]): [string, number][] => values.map((value, index) => [value, 1 + index * index]);

async function versionsOf(db: Db, projectId: string) {
  const versions = await db.select({ id: t.versions.id, downloads: t.versions.downloads }).from(t.versions)
    .where(eq(t.versions.projectId, projectId)).orderBy(t.versions.datePublished);
  const ids = versions.map((version) => version.id);
  if (!ids.length) return { versions: [], loaders: [], gameVersions: [] };
  // Each version's share of the window follows its own count, so none shows more downloads than it has; while no
  // version has a count yet, the newest are favoured.
  const counted = versions.some((version) => version.downloads > 0);
  const versionWeights: [string, number][] = counted ? versions.map((version) => [version.id, version.downloads]) : recencyWeights(ids);
  const loaders = await db.selectDistinct({ value: t.versionLoaders.loader }).from(t.versionLoaders).where(inArray(t.versionLoaders.versionId, ids));
  const gameVersions = await db.selectDistinct({ value: t.versionGameVersions.gameVersion }).from(t.versionGameVersions).where(inArray(t.versionGameVersions.versionId, ids));
  return { versions: versionWeights.filter(([, weight]) => weight > 0), loaders: loaders.map((row) => row.value), gameVersions: gameVersions.map((row) => row.value) };
}

export async function seedAnalytics(db: Db, options: { seed: string; now: Date }): Promise<void> {
  const [creator] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, DEMO_ACCOUNTS.creator.username));
  if (!creator) return;
  const random = Random.fromSeed(options.seed, 'analytics');
  // Its own stream, so the per-dimension history stays what it was without the combined rows.
  const mix = Random.fromSeed(options.seed, 'analytics-combined');
  const combined: CombinedRollup[] = [];
  const today = Math.floor(options.now.getTime() / DAY_MS) * DAY_MS;
  const watermark = Math.floor(options.now.getTime() / HOUR_MS) * HOUR_MS;
  const rows: Rollup[] = [];
  const projects = await demoProjects(db, creator.id);
  for (const project of projects) {
    const { versions, loaders, gameVersions } = await versionsOf(db, project.id);
    // Each day's weight first (today so far counts for the hours gone), then downloads in proportion to it.
    const days: { back: number; start: number; weight: number }[] = [];
    for (let back = DAYS; back >= 0; back--) {
      const start = today - back * DAY_MS;
      // Today so far, all at midnight: the hours from the watermark on are the rollup job's to write.
      const elapsed = back === 0 ? (watermark - today) / DAY_MS : 1;
      if (elapsed <= 0) continue;
      const weekday = new Date(start).getUTCDay();
      const rhythm = weekday === 0 || weekday === 6 ? 1.4 : weekday === 5 ? 1.15 : 1;
      const sinceRelease = RELEASE_DAYS_AGO - back;
      const release = sinceRelease >= 0 && sinceRelease < 7 ? 3.2 - sinceRelease * 0.35 : 1;
      const growth = 0.75 + (0.5 * (DAYS - back)) / DAYS;
      days.push({ back, start, weight: rhythm * release * growth * elapsed * random.between(0.85, 1.15) });
    }
    const perWeight = (RECENT_SHARE * project.downloads) / days.reduce((sum, entry) => sum + entry.weight, 0);
    for (const { back, start, weight } of days) {
      const downloads = perWeight * weight;
      const totals = {
        views: Math.round(downloads * VIEWS_PER_DOWNLOAD),
        // Rounded down, so the window never holds more downloads than the project's lifetime count.
        downloads: Math.floor(downloads),
        playtime: Math.round(downloads * random.between(...PLAYTIME_PER_DOWNLOAD)),
      };
      for (const [metric, total] of Object.entries(totals)) {
        const blocks = back === 0 ? [['0', total] as [string, number]] : split(total, BLOCK_HOURS.map((hour, index) => [String(hour), BLOCK_SHARE[index]!]), random);
        for (const [hour, amount] of blocks) rows.push({ projectId: project.id, metric, dimension: '', value: '', hour: start + Number(hour) * HOUR_MS, amount });
        const noon = back === 0 ? start : start + 12 * HOUR_MS;
        const breakdowns: [string, [string, number][]][] = [['country', COUNTRIES]];
        if (metric !== 'views') {
          breakdowns.push(['version_id', versions], ['loader', loaders.map((loader) => [loader, 1])], ['game_version', recencyWeights(gameVersions)]);
        }
        if (metric === 'downloads') breakdowns.push(['source', SOURCES]);
        for (const [dimension, weights] of breakdowns) {
          if (!weights.length) continue;
          for (const [value, amount] of split(total, weights, random)) rows.push({ projectId: project.id, metric, dimension, value, hour: noon, amount });
        }
        // Every dimension at once, for queries that filter on one field and bucket by another: each country's share
        // on one version (and, for downloads, one source); loaders and game versions follow from the version.
        for (const [country, amount] of split(total, COUNTRIES, mix)) {
          const versionId = metric === 'views' || !versions.length ? '' : mix.weighted(versions);
          const source = metric === 'downloads' ? mix.weighted(SOURCES) : '';
          combined.push({ projectId: project.id, metric, hour: noon, versionId, loader: '', gameVersion: '', country, source, amount });
        }
      }
    }
  }
  await db.transaction(async (tx) => {
    for (let index = 0; index < rows.length; index += 500) await tx.insert(t.analyticsRollups).values(rows.slice(index, index + 500));
    for (let index = 0; index < combined.length; index += 500) await tx.insert(t.analyticsCombinedRollups).values(combined.slice(index, index + 500));
    await tx.insert(t.analyticsWatermarks).values({ job: ROLLUP_JOB, hour: watermark })
      .onConflictDoUpdate({ target: t.analyticsWatermarks.job, set: { hour: watermark } });
  });
}
