// Hash lookups: the version holding a file, bulk lookups, and the "update" lookups that pick the newest compatible version.
// A file of a version the viewer may not see is an unknown hash to them, so it reveals neither the version nor its project.
import type { Db } from '#db/client.ts';
import type { Reading } from '#platform/runtime.ts';
import type { Viewer } from '#access';
import { inferAlgorithm, type HashAlgorithm, type UpdateFilter } from '#contracts/version-files.ts';
import { notFoundEmpty } from '#contracts/errors.ts';
import { projectViews, resolveVisibleProjects } from '../projects/service.ts';
import type { ProjectV2 } from '#contracts/wire/project.ts';
import {
  keepVisibleVersions, publicVersionCandidatesOfProjects, recordsOfCheckedVersions, versionRecordsByIds, type VersionCandidate, type VersionRecord,
} from '../versions/service.ts';
import type { VersionV2 } from '#contracts/wire/version.ts';
import { selectFilesByHashes } from './queries.ts';

/** "Newest" for updates: the explicit ordering when set, then the publication date. */
const newer = (a: { ordering: number | null; published: string }, b: { ordering: number | null; published: string }) =>
  (b.ordering ?? -Infinity) - (a.ordering ?? -Infinity) || Date.parse(b.published) - Date.parse(a.published);
const newestFirst = (a: VersionRecord, b: VersionRecord) =>
  newer({ ordering: a.ordering, published: a.view.date_published }, { ordering: b.ordering, published: b.view.date_published });
const newestCandidateFirst = (a: VersionCandidate, b: VersionCandidate) =>
  newer({ ordering: a.ordering, published: a.datePublished }, { ordering: b.ordering, published: b.datePublished });

const hitsFor = async (db: Db, viewer: Viewer | null, hashes: string[], algorithm: HashAlgorithm | undefined) =>
  keepVisibleVersions(db, viewer, await selectFilesByHashes(db, inferAlgorithm(hashes[0], algorithm), hashes), (hit) => hit);

/** The version a file belongs to (or the given one among several), as the viewer may see it. */
export async function versionFromHash(reading: Reading, viewer: Viewer | null, hash: string, algorithm?: HashAlgorithm, versionId?: string): Promise<VersionV2> {
  const hits = (await hitsFor(reading.db, viewer, [hash.toLowerCase()], algorithm)).filter((hit) => !versionId || hit.versionId === versionId);
  const [newest] = (await versionRecordsByIds(reading, viewer, hits.map((hit) => hit.versionId))).sort(newestFirst);
  if (!newest) throw notFoundEmpty();
  return newest.view;
}

export async function fileUrlFromHash(reading: Reading, viewer: Viewer | null, hash: string, algorithm?: HashAlgorithm, versionId?: string) {
  const version = await versionFromHash(reading, viewer, hash, algorithm, versionId);
  const lower = hash.toLowerCase();
  return version.files.find((file) => file.hashes.sha1 === lower || file.hashes.sha512 === lower)!.url;
}

export async function versionsFromHashes(reading: Reading, viewer: Viewer | null, hashes: string[], algorithm?: HashAlgorithm) {
  const hits = await hitsFor(reading.db, viewer, hashes, algorithm);
  const records = (await recordsOfCheckedVersions(reading, [...new Set(hits.map((hit) => hit.versionId))])).sort(newestFirst);
  const rank = new Map(records.map((record, index) => [record.view.id, index]));
  const result: Record<string, VersionV2> = {};
  const ranked = hits.filter((hit) => rank.has(hit.versionId)).sort((a, b) => rank.get(a.versionId)! - rank.get(b.versionId)!);
  for (const hit of ranked) result[hit.hash] ??= records[rank.get(hit.versionId)!]!.view;
  return result;
}

export async function projectsFromHashes(reading: Reading, viewer: Viewer | null, hashes: string[], algorithm?: HashAlgorithm) {
  const hits = await hitsFor(reading.db, viewer, hashes, algorithm);
  const visible = await resolveVisibleProjects(reading.db, viewer, [...new Set(hits.map((hit) => hit.projectId))]);
  const views = new Map((await projectViews(reading, visible.map(({ row }) => row))).map((view) => [view.id, view]));
  const result: Record<string, ProjectV2> = {};
  for (const hit of hits) {
    const view = views.get(hit.projectId);
    if (view) result[hit.hash] = view;
  }
  return result;
}

/** An empty or missing filter list means "no filter". */
function matches(candidate: VersionCandidate, filter: UpdateFilter): boolean {
  const { loaders, game_versions: gameVersions, version_types: types } = filter;
  if (loaders?.length && !candidate.loaders.some((loader) => loaders.includes(loader) || loader === 'mrpack')) return false;
  if (gameVersions?.length && !candidate.gameVersions.some((gv) => gameVersions.includes(gv))) return false;
  if (types?.length && !types.includes(candidate.versionType)) return false;
  return true;
}

/**
 * For each hash of a version the viewer may see, the public versions of its project matching its filter, newest first
 * (only the first unless `all`).
 */
async function pickUpdates(
  reading: Reading, viewer: Viewer | null, requests: { hash: string; filter: UpdateFilter }[], algorithm: HashAlgorithm | undefined, all: boolean,
) {
  const hits = await hitsFor(reading.db, viewer, requests.map((request) => request.hash), algorithm);
  const projectOf = new Map(hits.map((hit) => [hit.hash, hit.projectId]));
  const candidates = new Map<string, VersionCandidate[]>();
  for (const candidate of (await publicVersionCandidatesOfProjects(reading.db, [...new Set(projectOf.values())])).sort(newestCandidateFirst)) {
    const list = candidates.get(candidate.projectId) ?? [];
    list.push(candidate);
    candidates.set(candidate.projectId, list);
  }
  const chosen = new Map<string, string[]>();
  for (const { hash, filter } of requests) {
    const projectId = projectOf.get(hash);
    const found = (projectId ? candidates.get(projectId) ?? [] : []).filter((candidate) => matches(candidate, filter));
    if (found.length) chosen.set(hash, (all ? found : found.slice(0, 1)).map((candidate) => candidate.id));
  }
  const records = await recordsOfCheckedVersions(reading, [...new Set([...chosen.values()].flat())]);
  const views = new Map(records.map((record) => [record.view.id, record.view]));
  return new Map([...chosen].map(([hash, ids]) => [hash, ids.map((id) => views.get(id)!)]));
}

export async function updateFromHash(reading: Reading, viewer: Viewer | null, hash: string, filter: UpdateFilter, algorithm?: HashAlgorithm): Promise<VersionV2> {
  const lower = hash.toLowerCase();
  const picked = (await pickUpdates(reading, viewer, [{ hash: lower, filter }], algorithm, false)).get(lower);
  if (!picked?.[0]) throw notFoundEmpty();
  return picked[0];
}

export async function updatesFromHashes(reading: Reading, viewer: Viewer | null, hashes: string[], filter: UpdateFilter, algorithm?: HashAlgorithm) {
  const picked = await pickUpdates(reading, viewer, hashes.map((hash) => ({ hash, filter })), algorithm, false);
  return Object.fromEntries([...picked].map(([hash, versions]) => [hash, versions[0]!]));
}

export async function allUpdatesFromHashes(reading: Reading, viewer: Viewer | null, hashes: string[], filter: UpdateFilter, algorithm?: HashAlgorithm) {
  return Object.fromEntries(await pickUpdates(reading, viewer, hashes.map((hash) => ({ hash, filter })), algorithm, true));
}

export async function individualUpdatesFromHashes(
  reading: Reading, viewer: Viewer | null, requests: ({ hash: string } & UpdateFilter)[], algorithm?: HashAlgorithm,
) {
  const picked = await pickUpdates(reading, viewer, requests.map(({ hash, ...filter }) => ({ hash, filter })), algorithm, false);
  return Object.fromEntries([...picked].map(([hash, versions]) => [hash, versions[0]!]));
}
