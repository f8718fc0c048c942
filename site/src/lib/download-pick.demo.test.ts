// The download view's pick over the demo data: every project, with every platform and game version the demo data uses
// (and ones it does not, and "any"), offers only a file that fits, says "none" only when nothing fits, and suggests
// only choices that lead to a file. Both demo catalogs are covered: a first start's and the browser tests'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '#access';
import { getProjects, listProjectVersions } from '#catalog';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { loadConfig } from '#config';
import { seedTestDatabase, type SeededDatabase } from '#db/seed/test-support.ts';
import { downloadSuggestions, pickDownload, type DownloadChoice } from './download-pick.ts';
import { buildVersionList, type ListableVersion } from './version-list.ts';

const firstStart = loadConfig({});
const CATALOGS = [
  { name: 'a first start', seed: firstStart.SEED, projects: firstStart.SEED_PROJECTS },
  { name: 'the browser tests', seed: 'e2e', projects: 60 },
];
/** Choices no demo project has, as a shared link or a launcher may still send. */
const FOREIGN_GAME_VERSION = '0.0.0-none';
const FOREIGN_LOADER = 'no-such-loader';

const fits = (version: ListableVersion, { gameVersion, loader }: DownloadChoice) =>
  version.files.length > 0
  && (gameVersion === null || version.game_versions.includes(gameVersion))
  && (loader === null || version.loaders.includes(loader));

for (const catalog of CATALOGS) {
  describe(`the download view over the demo data of ${catalog.name}`, () => {
    let seeded: SeededDatabase;
    beforeAll(async () => {
      seeded = await seedTestDatabase(catalog.seed, catalog.projects);
    });
    afterAll(() => seeded?.dispose());

    it('offers only fitting files for every project, platform and game version', async () => {
      const { db } = seeded.database;
      const [admin] = await seeded.rows("select id from users where role = 'admin' limit 1");
      // Staff see hidden projects and versions too, so no demo project is left out.
      const staff: Viewer = { userId: String(admin!.id), role: 'admin', scopes: ALL_SCOPES, via: 'session' };
      const ids = (await seeded.rows('select id from projects order by id')).map((row) => String(row.id));
      const projects = await getProjects({ db, config: firstStart }, staff, ids);
      expect(projects).toHaveLength(ids.length);
      const catalogVersions = await Promise.all(projects.map(async (project) =>
        buildVersionList(await listProjectVersions({ db, config: firstStart }, staff, project.id, {}, false))));
      const gameVersions = [null, FOREIGN_GAME_VERSION, ...new Set(projects.flatMap((project) => project.game_versions))];
      const loaders = [null, FOREIGN_LOADER, ...new Set(projects.flatMap((project) => project.loaders))];

      const problems: string[] = [];
      let offered = 0;
      let refused = 0;
      projects.forEach((project, index) => {
        const versions = catalogVersions[index]!;
        const options = { gameVersions: [...project.game_versions].reverse(), loaders: project.loaders };
        for (const gameVersion of gameVersions) {
          for (const loader of loaders) {
            const choice = { gameVersion, loader };
            const pick = pickDownload(versions, choice, options);
            const where = `${project.slug} at ${gameVersion ?? 'any'} on ${loader ?? 'any'}`;
            if (pick.kind === 'match') {
              offered++;
              if (!fits(pick.version, choice)) problems.push(`${where} offers ${pick.version.primaryFile.filename}`);
              continue;
            }
            refused++;
            if (versions.some((version) => fits(version, choice))) problems.push(`${where} offers nothing though a file fits`);
            for (const row of downloadSuggestions(pick, choice)) {
              for (const suggested of row.choices) {
                if (pickDownload(versions, suggested, options).kind !== 'match') problems.push(`${where} suggests ${JSON.stringify(suggested)}, which has no file`);
              }
            }
          }
        }
      });
      expect(problems).toEqual([]);
      // The demo data really mixes platforms and game versions, so both outcomes were checked many times.
      expect(offered).toBeGreaterThan(projects.length);
      expect(refused).toBeGreaterThan(projects.length);
    });
  });
}
