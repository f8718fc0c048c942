// Kept update-check candidates: loaded once per project (an empty list too), forgotten with the project, bounded, frozen.
import { describe, expect, it } from 'vitest';
import { declareSoleProcess, projectsChanged } from '#lib/project-changes.ts';
import { candidatesThroughCache, createCandidateCache } from './candidate-cache.ts';
import type { VersionCandidate } from './queries.ts';

const candidate = (id: string, projectId: string): VersionCandidate => ({
  id, projectId, status: 'listed', versionType: 'release', datePublished: '2026-01-01T00:00:00.000Z', ordering: null, loaders: ['fabric'], gameVersions: ['1.21'],
});
const rows = [candidate('a1', 'A'), candidate('a2', 'A'), candidate('b1', 'B')];

function loader() {
  const asked: string[][] = [];
  const load = async (ids: readonly string[]) => {
    asked.push([...ids]);
    return structuredClone(rows.filter((row) => ids.includes(row.projectId)));
  };
  return { asked, load };
}

const ids = (list: VersionCandidate[]) => list.map((entry) => entry.id).sort();

describe('update-check candidates through the cache', () => {
  it('asks only for the projects it does not hold, a project without versions included', async () => {
    const cache = createCandidateCache();
    const { asked, load } = loader();
    expect(ids(await candidatesThroughCache(['A', 'EMPTY'], load, cache))).toEqual(['a1', 'a2']);
    expect(ids(await candidatesThroughCache(['A', 'B', 'EMPTY'], load, cache))).toEqual(['a1', 'a2', 'b1']);
    expect(asked).toEqual([['A', 'EMPTY'], ['B']]);
  });

  it('forgets a changed project, keeps at most its limit, and hands out frozen candidates', async () => {
    const cache = createCandidateCache(1);
    const { asked, load } = loader();
    const [first] = await candidatesThroughCache(['A'], load, cache);
    cache.forgetProjects(['A']);
    await candidatesThroughCache(['A'], load, cache);
    await candidatesThroughCache(['B'], load, cache);
    expect(cache.get('A')).toBeUndefined();
    expect(asked).toEqual([['A'], ['A'], ['B']]);
    expect(() => (first!.loaders as string[]).push('forge')).toThrow(TypeError);
  });

  it('goes to the database every time where this process does not hear every change, and keeps them where it does', async () => {
    const { asked, load } = loader();
    await candidatesThroughCache(['A'], load);
    await candidatesThroughCache(['A'], load);
    expect(asked).toHaveLength(2);
    declareSoleProcess();
    await candidatesThroughCache(['A'], load);
    await candidatesThroughCache(['A'], load);
    expect(asked).toHaveLength(3);
    projectsChanged(['A']);
    await candidatesThroughCache(['A'], load);
    expect(asked).toHaveLength(4);
  });
});
