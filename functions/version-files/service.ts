// Hash lookups: the version holding a file, bulk lookups, and the "update" lookups that pick the newest compatible version.
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../auth/viewer.ts';
import { inferAlgorithm, type HashAlgorithm, type UpdateFilter } from '../contracts/version-files.ts';
import { notFoundEmpty } from '../lib/errors.ts';
import { projectViews, resolveVisibleProjects } from '../projects/service.ts';
import type { ProjectV2 } from '../projects/v2-view.ts';
import { selectVersionParts, selectVersionsByIds, selectVersionsOfProjects, type VersionRow } from '../versions/queries.ts';
import { versionViews, visibleVersions } from '../versions/service.ts';
import type { VersionV2 } from '../versions/v2-view.ts';
import { selectFilesByHashes, type FileHit } from './queries.ts';

const newestFirst = (a: VersionRow, b: VersionRow) =>
  (b.ordering ?? -Infinity) - (a.ordering ?? -Infinity) || b.datePublished.getTime() - a.datePublished.getTime();

async function hitsFor(db: Db, hashes: string[], algorithm: HashAlgorithm | undefined) {
  const chosen = inferAlgorithm(hashes[0], algorithm);
  return selectFilesByHashes(db, chosen, hashes);
}

/** The version a file belongs to (or the given one among several), as the viewer may see it. */
export async function versionFromHash(db: Db, viewer: Viewer | null, hash: string, algorithm?: HashAlgorithm, versionId?: string): Promise<VersionV2> {
  const hits = (await hitsFor(db, [hash.toLowerCase()], algorithm)).filter((hit) => !versionId || hit.versionId === versionId);
  const rows = (await visibleVersions(db, viewer, await selectVersionsByIds(db, hits.map((hit) => hit.versionId)))).sort(newestFirst);
  if (!rows[0]) throw notFoundEmpty();
  const [view] = await versionViews(db, [rows[0]]);
  return view!;
}

export async function fileUrlFromHash(db: Db, viewer: Viewer | null, hash: string, algorithm?: HashAlgorithm, versionId?: string) {
  const version = await versionFromHash(db, viewer, hash, algorithm, versionId);
  const lower = hash.toLowerCase();
  const file = version.files.find((f) => f.hashes.sha1 === lower || f.hashes.sha512 === lower)!;
  return file.url;
}

export async function versionsFromHashes(db: Db, viewer: Viewer | null, hashes: string[], algorithm?: HashAlgorithm) {
  const hits = await hitsFor(db, hashes, algorithm);
  const rows = await visibleVersions(db, viewer, await selectVersionsByIds(db, [...new Set(hits.map((hit) => hit.versionId))]));
  const views = new Map((await versionViews(db, rows.sort(newestFirst))).map((view) => [view.id, view]));
  const result: Record<string, VersionV2> = {};
  for (const hit of hits) {
    const view = views.get(hit.versionId);
    if (view && !(hit.hash in result)) result[hit.hash] = view;
  }
  return result;
}

export async function projectsFromHashes(db: Db, viewer: Viewer | null, hashes: string[], algorithm?: HashAlgorithm) {
  const hits = await hitsFor(db, hashes, algorithm);
  const visible = await resolveVisibleProjects(db, viewer, [...new Set(hits.map((hit) => hit.projectId))]);
  const views = new Map((await projectViews(db, visible.map(({ row }) => row))).map((view) => [view.id, view]));
  const result: Record<string, ProjectV2> = {};
  for (const hit of hits) {
    const view = views.get(hit.projectId);
    if (view) result[hit.hash] = view;
  }
  return result;
}

type Candidates = Map<string, { row: VersionRow; loaders: string[]; gameVersions: string[] }[]>;

/** Every public version of the hashes' projects, newest first, with the fields the update filters look at. */
async function publicCandidates(db: Db, hits: FileHit[]): Promise<Candidates> {
  const projectIds = [...new Set(hits.map((hit) => hit.projectId))];
  const publicIds = (await resolveVisibleProjects(db, null, projectIds)).map(({ row }) => row.id);
  const rows = (await selectVersionsOfProjects(db, publicIds)).filter((row) => row.status === 'listed' || row.status === 'archived');
  const parts = await selectVersionParts(db, rows.map((row) => row.id));
  const byProject: Candidates = new Map();
  for (const row of rows.sort(newestFirst)) {
    const entry = { row, loaders: parts.get(row.id)!.loaders, gameVersions: parts.get(row.id)!.gameVersions };
    byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), entry]);
  }
  return byProject;
}

/** An empty or missing filter list means "no filter". */
function matches(candidate: { row: VersionRow; loaders: string[]; gameVersions: string[] }, filter: UpdateFilter): boolean {
  const { loaders, game_versions: gameVersions, version_types: types } = filter;
  if (loaders?.length && !candidate.loaders.some((loader) => loaders.includes(loader) || loader === 'mrpack')) return false;
  if (gameVersions?.length && !candidate.gameVersions.some((gv) => gameVersions.includes(gv))) return false;
  if (types?.length && !types.includes(candidate.row.versionType)) return false;
  return true;
}

async function pickUpdates(db: Db, requests: { hash: string; filter: UpdateFilter }[], algorithm: HashAlgorithm | undefined, all: boolean) {
  const hits = await hitsFor(db, requests.map((request) => request.hash), algorithm);
  const projectOf = new Map(hits.map((hit) => [hit.hash, hit.projectId]));
  const candidates = await publicCandidates(db, hits);
  const chosen = new Map<string, VersionRow[]>();
  for (const { hash, filter } of requests) {
    const projectId = projectOf.get(hash);
    const found = (projectId ? candidates.get(projectId) ?? [] : []).filter((candidate) => matches(candidate, filter));
    if (found.length) chosen.set(hash, (all ? found : found.slice(0, 1)).map((candidate) => candidate.row));
  }
  const rows = [...new Map([...chosen.values()].flat().map((row) => [row.id, row])).values()];
  const views = new Map((await versionViews(db, rows)).map((view) => [view.id, view]));
  return new Map([...chosen].map(([hash, versions]) => [hash, versions.map((row) => views.get(row.id)!)]));
}

export async function updateFromHash(db: Db, hash: string, filter: UpdateFilter, algorithm?: HashAlgorithm): Promise<VersionV2> {
  const lower = hash.toLowerCase();
  const picked = (await pickUpdates(db, [{ hash: lower, filter }], algorithm, false)).get(lower);
  if (!picked?.[0]) throw notFoundEmpty();
  return picked[0];
}

export async function updatesFromHashes(db: Db, hashes: string[], filter: UpdateFilter, algorithm?: HashAlgorithm) {
  const picked = await pickUpdates(db, hashes.map((hash) => ({ hash, filter })), algorithm, false);
  return Object.fromEntries([...picked].map(([hash, versions]) => [hash, versions[0]!]));
}

export async function allUpdatesFromHashes(db: Db, hashes: string[], filter: UpdateFilter, algorithm?: HashAlgorithm) {
  return Object.fromEntries(await pickUpdates(db, hashes.map((hash) => ({ hash, filter })), algorithm, true));
}

export async function individualUpdatesFromHashes(db: Db, requests: ({ hash: string } & UpdateFilter)[], algorithm?: HashAlgorithm) {
  const picked = await pickUpdates(db, requests.map(({ hash, ...filter }) => ({ hash, filter })), algorithm, false);
  return Object.fromEntries([...picked].map(([hash, versions]) => [hash, versions[0]!]));
}
