// The Forge update checker over HTTP: latest and recommended per game version from the right loaders, newest first;
// unknown and hidden projects answer 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProject, makeUser, makeVersion } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();
let project: { id: string; slug: string };

const hour = (n: number) => new Date(Date.UTC(2026, 0, 1, n));

beforeAll(async () => {
  const db = context.database.db;
  const owner = await makeUser(db);
  project = await makeProject(db, { ownerId: owner.id });
  const version = (versionNumber: string, at: number, loaders: string[], gameVersions: string[], versionType: 'release' | 'beta' = 'release') =>
    makeVersion(db, { projectId: project.id, authorId: owner.id, versionNumber, loaders, gameVersions, versionType, datePublished: hour(at) });
  await version('1.0.0', 1, ['forge'], ['1.20.1']);
  await version('1.1.0', 2, ['forge'], ['1.20.1', '1.21.1']);
  await version('1.2.0-beta', 3, ['forge'], ['1.21.1'], 'beta');
  await version('2.0.0', 4, ['neoforge'], ['1.21.1']);
  await version('0.9.0', 5, ['fabric'], ['1.21.1']);
});

const updates = (key: string, query = '') => request(context.server.url, `/updates/${key}/forge_updates.json${query}`);

describe('GET /updates/{id|slug}/forge_updates.json', () => {
  it('gives each game version its newest Forge version and newest Forge release', async () => {
    const answer = await updates(project.slug);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      homepage: `${context.server.runtime.config.publicUrl}/mod/${project.id}`,
      promos: { '1.21.1-latest': '1.2.0-beta', '1.21.1-recommended': '1.1.0', '1.20.1-latest': '1.1.0', '1.20.1-recommended': '1.1.0' },
    });
  });

  it('reads NeoForge versions only or alongside Forge ones when asked', async () => {
    expect((await updates(project.id, '?neoforge=only')).body.promos).toEqual({ '1.21.1-latest': '2.0.0', '1.21.1-recommended': '2.0.0' });
    expect((await updates(project.id, '?neoforge=include')).body.promos).toMatchObject({ '1.21.1-latest': '2.0.0', '1.20.1-latest': '1.1.0' });
    expect((await updates(project.id, '?neoforge=sometimes')).status).toBe(400);
  });

  it('answers 400 for unknown and hidden projects', async () => {
    const db = context.database.db;
    const hidden = await makeProject(db, { ownerId: (await makeUser(db)).id, status: 'draft' });
    for (const key of ['no-such-project', hidden.id]) {
      const answer = await updates(key);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('invalid_input');
    }
  });
});
