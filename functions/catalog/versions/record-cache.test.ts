// Kept version records: loaded once, merged in the query's order, forgotten with their project, bounded, and frozen.
import { describe, expect, it } from 'vitest';
import { declareSoleProcess, projectsChanged } from '#lib/project-changes.ts';
import { createVersionRecordCache, recordsThroughCache } from './record-cache.ts';
import type { VersionRecord } from './queries.ts';

const record = (id: string, projectId: string, published: string): VersionRecord => ({
  ordering: null, status: 'listed', deleted: false, held: false, updated: published,
  view: {
    id, project_id: projectId, author_id: 'U', featured: false, name: id, version_number: '1', changelog: '', changelog_url: null,
    date_published: published, downloads: 0, version_type: 'release', status: 'listed', requested_status: null,
    files: [{ id: `f-${id}`, hashes: { sha1: 'a', sha512: 'b' }, url: 'https://cdn.test/x.jar', filename: 'x.jar', primary: true, size: 1, file_type: null }],
    dependencies: [], game_versions: ['1.21'], loaders: ['fabric'],
  } as unknown as VersionRecord['view'],
});

const rows = [
  record('old', 'P', '2026-01-01T00:00:00.000Z'),
  record('new', 'P', '2026-03-01T00:00:00.000Z'),
  record('tie-b', 'Q', '2026-02-01T00:00:00.000Z'),
  record('tie-a', 'Q', '2026-02-01T00:00:00.000Z'),
];

/** A loader over `rows` in the query's order, counting the ids it was asked for. */
function loader() {
  const asked: string[][] = [];
  const load = async (ids: readonly string[]) => {
    asked.push([...ids]);
    return structuredClone(rows.filter((row) => ids.includes(row.view.id)))
      .sort((a, b) => b.view.date_published.localeCompare(a.view.date_published) || a.view.id.localeCompare(b.view.id));
  };
  return { asked, load };
}

describe('version records through the cache', () => {
  it('loads only what it does not hold, and answers in the query\'s order', async () => {
    const cache = createVersionRecordCache();
    const { asked, load } = loader();
    await recordsThroughCache(['old', 'tie-b'], load, cache);
    const all = await recordsThroughCache(['tie-a', 'old', 'new', 'tie-b', 'unknown'], load, cache);
    expect(all.map((r) => r.view.id)).toEqual(['new', 'tie-a', 'tie-b', 'old']);
    expect(asked).toEqual([['old', 'tie-b'], ['tie-a', 'new', 'unknown']]);
    await recordsThroughCache(['new', 'old'], load, cache);
    expect(asked).toHaveLength(2);
  });

  it('forgets a project\'s records when it changes', async () => {
    const cache = createVersionRecordCache();
    const { asked, load } = loader();
    await recordsThroughCache(['old', 'new', 'tie-a'], load, cache);
    cache.forgetProjects(['P']);
    await recordsThroughCache(['old', 'new', 'tie-a'], load, cache);
    expect(asked[1]).toEqual(['old', 'new']);
  });

  it('keeps at most its limit, the oldest going first', async () => {
    const cache = createVersionRecordCache(2);
    const { load } = loader();
    await recordsThroughCache(['old'], load, cache);
    await recordsThroughCache(['new'], load, cache);
    await recordsThroughCache(['tie-a'], load, cache);
    expect(cache.size).toBe(2);
    expect(cache.get('old')).toBeUndefined();
  });

  it('hands out frozen records, so no caller can change a kept one', async () => {
    const cache = createVersionRecordCache();
    const [kept] = await recordsThroughCache(['old'], loader().load, cache);
    expect(() => {
      (kept!.view.files[0] as { url: string }).url = 'https://elsewhere.test/x.jar';
    }).toThrow(TypeError);
  });

  it('goes straight to the database where this process does not hear every change', async () => {
    const { asked, load } = loader();
    await recordsThroughCache(['old'], load);
    await recordsThroughCache(['old'], load);
    expect(asked).toEqual([['old'], ['old']]);
  });

  it('keeps records in the process where it hears every change, and forgets them when the hub says so', async () => {
    declareSoleProcess();
    const { asked, load } = loader();
    await recordsThroughCache(['old', 'tie-a'], load);
    await recordsThroughCache(['old', 'tie-a'], load);
    expect(asked).toHaveLength(1);
    projectsChanged(['P']);
    await recordsThroughCache(['old', 'tie-a'], load);
    expect(asked[1]).toEqual(['old']);
  });
});
