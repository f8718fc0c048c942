// Each project's update-check candidates kept in this process, so update checks of a thousand files skip SQLite for
// projects checked before; forgotten when the project changes (the same hub as the version records), and frozen.
import { isSoleProcess, onProjectsChanged } from '#lib/project-changes.ts';
import type { VersionCandidate } from './queries.ts';

/** A project's candidates are a few hundred bytes each: this many projects cover the mods launchers check most. */
const PROJECT_LIMIT = 20_000;

export function createCandidateCache(limit = PROJECT_LIMIT) {
  const lists = new Map<string, readonly VersionCandidate[]>();
  return {
    get: (projectId: string) => lists.get(projectId),
    put(projectId: string, candidates: VersionCandidate[]) {
      lists.delete(projectId);
      for (const candidate of candidates) {
        Object.freeze(candidate.loaders);
        Object.freeze(candidate.gameVersions);
        Object.freeze(candidate);
      }
      lists.set(projectId, Object.freeze(candidates));
      for (const oldest of lists.keys()) {
        if (lists.size <= limit) break;
        lists.delete(oldest);
      }
    },
    forgetProjects(projectIds: readonly string[]) {
      for (const id of projectIds) lists.delete(id);
    },
    get size() {
      return lists.size;
    },
  };
}

export type CandidateCache = ReturnType<typeof createCandidateCache>;

const processCandidates = createCandidateCache();
onProjectsChanged((projectIds) => processCandidates.forgetProjects(projectIds));

/**
 * The candidates of these projects: kept lists from memory, the rest from `load` (then kept, an empty list for a
 * project without versions), where this process hears every change; straight from `load` elsewhere.
 */
export async function candidatesThroughCache(
  projectIds: readonly string[], load: (projectIds: readonly string[]) => Promise<VersionCandidate[]>,
  cache = isSoleProcess() ? processCandidates : undefined,
): Promise<VersionCandidate[]> {
  if (!cache) return load(projectIds);
  const found: VersionCandidate[] = [];
  const missing: string[] = [];
  for (const id of new Set(projectIds)) {
    const kept = cache.get(id);
    if (kept) found.push(...kept);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const loaded = await load(missing);
  const byProject = new Map<string, VersionCandidate[]>(missing.map((id) => [id, []]));
  for (const candidate of loaded) byProject.get(candidate.projectId)?.push(candidate);
  for (const [id, candidates] of byProject) cache.put(id, candidates);
  return [...found, ...loaded];
}
