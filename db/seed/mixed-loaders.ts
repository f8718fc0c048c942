// Demo data for the combined type labels (spec §9): a few little-known projects whose versions also run as a plugin or
// a data pack, so "Mod and plugin", "Mod and data pack", "Plugin and data pack" and "Mod, plugin, and data pack"
// each show somewhere. Runs after seedDemoData and seedModeration; deterministic, and it leaves the two least
// downloaded projects (the moderation demo's reported ones) and every popular project as they are.
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

/** What each picked project's versions run on in addition to their own loaders. */
const MOD_EXTRAS = [['paper'], ['datapack'], ['paper', 'datapack']] as const;
const PLUGIN_EXTRAS = ['datapack'] as const;
const LEFT_ALONE = 2;

export async function seedMixedLoaders(db: Db): Promise<void> {
  const reported = await db.select({ id: t.projects.id }).from(t.projects)
    .where(eq(t.projects.status, 'approved')).orderBy(asc(t.projects.downloads), asc(t.projects.id)).limit(LEFT_ALONE);
  const excluded = reported.map((row) => row.id);
  const quiet = (type: 'mod' | 'plugin', count: number) => db.select({ id: t.projects.id }).from(t.projects)
    .where(and(eq(t.projects.status, 'approved'), eq(t.projects.projectType, type), notInArray(t.projects.id, excluded)))
    .orderBy(asc(t.projects.downloads), asc(t.projects.id)).limit(count);
  const mods = await quiet('mod', MOD_EXTRAS.length);
  const [plugin] = await quiet('plugin', 1);
  const extras = [
    ...mods.map((project, index) => ({ projectId: project.id, loaders: MOD_EXTRAS[index]! })),
    ...(plugin ? [{ projectId: plugin.id, loaders: PLUGIN_EXTRAS }] : []),
  ];
  if (extras.length === 0) return;
  const versions = await db.select({ id: t.versions.id, projectId: t.versions.projectId }).from(t.versions)
    .where(inArray(t.versions.projectId, extras.map((entry) => entry.projectId)));
  const rows = versions.flatMap((version) =>
    extras.find((entry) => entry.projectId === version.projectId)!.loaders.map((loader) => ({ versionId: version.id, loader })));
  await db.insert(t.versionLoaders).values(rows).onConflictDoNothing();
}
