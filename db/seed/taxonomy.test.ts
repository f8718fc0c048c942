// Seeded taxonomy: loaders, categories, game versions, sides and licenses stay consistent with each project type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import categoryData from './data/categories.json' with { type: 'json' };
import gameVersionData from './data/game-versions.json' with { type: 'json' };
import { seedTestDatabase, type SeededDatabase } from './test-support.ts';

let seeded: SeededDatabase;

beforeAll(async () => {
  seeded = await seedTestDatabase('kiln-taxonomy', 200);
});

afterAll(() => seeded?.dispose());

const ALLOWED_LOADERS: Record<string, string[]> = {
  mod: ['fabric', 'forge', 'neoforge', 'quilt', 'liteloader', 'modloader', 'rift', 'legacy-fabric', 'ornithe', 'babric', 'bta-babric', 'java-agent', 'nilloader'],
  plugin: ['bukkit', 'spigot', 'paper', 'purpur', 'folia', 'sponge', 'bungeecord', 'waterfall', 'velocity'],
  shader: ['iris', 'optifine', 'canvas', 'vanilla'],
  datapack: ['datapack'],
  resourcepack: ['minecraft'],
  modpack: ['fabric', 'forge', 'neoforge', 'quilt'],
};

/** Plugins and data packs use the mod category list, as on Modrinth (the reference data has none of their own). */
const categoryTypeOf = (type: string) => (type === 'plugin' || type === 'datapack' ? 'mod' : type);

describe('loaders', () => {
  it('only uses loaders that belong to the project type', async () => {
    const rows = await seeded.rows(`select p.project_type, l.loader, count(*) as n from version_loaders l
      join versions v on v.id = l.version_id join projects p on p.id = v.project_id group by 1, 2`);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(ALLOWED_LOADERS[String(row.project_type)], `${row.project_type}/${row.loader}`).toContain(row.loader);
    const modLoaders = rows.filter((row) => row.project_type === 'mod').map((row) => row.loader);
    expect(modLoaders).toEqual(expect.arrayContaining(['fabric', 'forge', 'neoforge']));
  });

  it('gives every version at least one loader and modpacks exactly one', async () => {
    expect(await seeded.rows('select id from versions where id not in (select version_id from version_loaders)')).toEqual([]);
    expect(await seeded.rows(`select v.id from versions v join projects p on p.id = v.project_id join version_loaders l on l.version_id = v.id
      where p.project_type = 'modpack' group by v.id having count(*) <> 1`)).toEqual([]);
  });
});

describe('categories', () => {
  it('come from the reference list of the right type, 1–3 featured and 0–2 additional', async () => {
    const rows = await seeded.rows(`select p.id, p.project_type, c.category, c.additional from projects p join project_categories c on c.project_id = p.id`);
    const byProject = new Map<string, { featured: number; additional: number }>();
    for (const row of rows) {
      const known = categoryData.some((category) => category.name === row.category && category.project_type === categoryTypeOf(String(row.project_type)));
      expect(known, `${row.project_type}/${row.category}`).toBe(true);
      const counts = byProject.get(String(row.id)) ?? { featured: 0, additional: 0 };
      if (row.additional === 1) counts.additional++;
      else counts.featured++;
      byProject.set(String(row.id), counts);
    }
    expect(byProject.size).toBe(200);
    for (const counts of byProject.values()) {
      expect(counts.featured).toBeGreaterThanOrEqual(1);
      expect(counts.featured).toBeLessThanOrEqual(3);
      expect(counts.additional).toBeLessThanOrEqual(2);
    }
  });

  it('marks libraries as such and points required dependencies at public libraries', async () => {
    const deps = await seeded.rows(`select t.project_type, t.status, exists(select 1 from project_categories c where c.project_id = t.id and c.category = 'library') as library
      from dependencies d join projects t on t.id = d.dependency_project_id where d.dependency_type = 'required'`);
    expect(deps.length).toBeGreaterThan(0);
    for (const dep of deps) {
      expect(dep.library).toBe(1);
      expect(['approved', 'archived']).toContain(dep.status);
    }
  });
});

describe('game versions', () => {
  const releases = gameVersionData.filter((gv) => gv.version_type === 'release').map((gv) => gv.version);

  it('are releases, 1–4 adjacent ones per version, and never go backwards within a project', async () => {
    const rows = await seeded.rows(`select v.project_id, v.id, v.date_published, group_concat(g.game_version) as versions
      from versions v join version_game_versions g on g.version_id = v.id group by v.id order by v.project_id, v.date_published, v.id`);
    const newestByProject = new Map<string, number>();
    for (const row of rows) {
      const positions = String(row.versions).split(',').map((version) => releases.indexOf(version)).sort((a, b) => a - b);
      expect(positions[0]).toBeGreaterThanOrEqual(0);
      expect(positions.length).toBeLessThanOrEqual(4);
      expect(positions[positions.length - 1]! - positions[0]!).toBe(positions.length - 1);
      // releases is newest first, so a smaller position is a newer release.
      const previous = newestByProject.get(String(row.project_id));
      if (previous !== undefined) expect(positions[0]!).toBeLessThanOrEqual(previous);
      newestByProject.set(String(row.project_id), positions[0]!);
    }
  });
});

describe('sides, licenses and statuses', () => {
  it('keeps client and server sides consistent with the type', async () => {
    const rows = await seeded.rows('select project_type, client_side, server_side from projects group by 1, 2, 3');
    for (const row of rows) {
      const pair = `${row.client_side}/${row.server_side}`;
      if (row.project_type === 'resourcepack' || row.project_type === 'shader') expect(pair).toBe('required/unsupported');
      if (row.project_type === 'plugin') expect(pair).toBe('unsupported/required');
      if (row.project_type === 'datapack') expect(row.server_side).toBe('required');
      expect(pair).not.toBe('unsupported/unsupported');
    }
  });

  it('gives open licenses a source link and hidden projects no approval date', async () => {
    const [open] = await seeded.rows(`select count(*) as n, sum(source_url like 'https://%') as linked from projects
      where license_id in ('MIT', 'Apache-2.0', 'GPL-3.0-only', 'LGPL-3.0-only', 'MPL-2.0')`);
    expect(Number(open!.n)).toBeGreaterThan(50);
    expect(Number(open!.linked) / Number(open!.n)).toBeGreaterThan(0.85);
    expect(await seeded.rows(`select id from projects where status in ('draft', 'processing', 'rejected') and approved is not null`)).toEqual([]);
    expect(await seeded.rows(`select id from projects where status = 'approved' and (approved is null or queued is null or approved < queued)`)).toEqual([]);
    expect(await seeded.rows(`select id from projects where slug not glob '[a-z0-9._-]*' or length(slug) < 3 or length(slug) > 64 or lower(slug) <> slug`)).toEqual([]);
  });
});
