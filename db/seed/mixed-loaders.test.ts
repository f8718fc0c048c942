// The seeded mixed-loader projects: one per combined type label, none of them the moderation demo's or a popular one.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectTypeLabel } from '#contracts/loaders.ts';
import type { ProjectType } from '#contracts/enums.ts';
import { seedMixedLoaders } from './mixed-loaders.ts';
import { seedTestDatabase, type SeededDatabase } from './test-support.ts';

let seeded: SeededDatabase;

beforeAll(async () => {
  seeded = await seedTestDatabase('mixed-loaders', 60);
  await seedMixedLoaders(seeded.database.db);
});
afterAll(() => seeded?.dispose());

it('gives each combined type label a project, leaving the least downloaded two alone', async () => {
  const projects = await seeded.rows(`select p.id, p.project_type, group_concat(distinct l.loader) as loaders
    from projects p join versions v on v.project_id = p.id join version_loaders l on l.version_id = v.id
    where p.status = 'approved' group by p.id order by p.downloads, p.id`);
  const labelOf = (row: (typeof projects)[number]) => projectTypeLabel(row.project_type as ProjectType, String(row.loaders).split(','));
  const labels = projects.map(labelOf);
  for (const label of ['modAndPlugin', 'modAndDatapack', 'pluginAndDatapack', 'modPluginAndDatapack']) {
    expect(labels.filter((entry) => entry === label)).toHaveLength(1);
  }
  expect(labels.slice(0, 2).some((label) => label.includes('And'))).toBe(false);
});
