// The /v2/tag endpoints against api-compat §tags: shapes, order and filters, over a real server and database.
import { describe, expect, it } from 'vitest';
import gameVersions from '#db/seed/data/game-versions.json' with { type: 'json' };
import loaders from '#db/seed/data/loaders.json' with { type: 'json' };
import categories from '#db/seed/data/categories.json' with { type: 'json' };
import donationPlatforms from '#db/seed/data/donation-platforms.json' with { type: 'json' };
import reportTypes from '#db/seed/data/report-types.json' with { type: 'json' };
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();

async function getJson(path: string) {
  const response = await fetch(context.server.url + path);
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe('GET /v2/tag/*', () => {
  it('lists every category with icon, name, project_type and header in reference order', async () => {
    const { status, body } = await getJson('/v2/tag/category');
    expect(status).toBe(200);
    expect(body).toHaveLength(categories.length);
    expect(body.map((c: { name: string; project_type: string; header: string }) => [c.name, c.project_type, c.header]))
      .toEqual(categories.map((c) => [c.name, c.project_type, c.header]));
    for (const category of body) {
      expect(Object.keys(category).sort()).toEqual(['header', 'icon', 'name', 'project_type']);
      expect(category.icon).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
  });

  it('lists loaders with their supported project types and no mrpack loader', async () => {
    const { body } = await getJson('/v2/tag/loader');
    expect(body.map((l: { name: string }) => l.name)).toEqual(loaders.map((l) => l.name));
    expect(body.find((l: { name: string }) => l.name === 'mrpack')).toBeUndefined();
    const fabric = body.find((l: { name: string }) => l.name === 'fabric');
    expect(fabric.supported_project_types).toEqual(['mod', 'project', 'modpack']);
    const paper = body.find((l: { name: string }) => l.name === 'paper');
    expect(paper.supported_project_types).toContain('mod');
    expect(Object.keys(paper).sort()).toEqual(['icon', 'name', 'supported_project_types']);
  });

  it('lists all 904 game versions newest first with RFC 3339 dates', async () => {
    const { body } = await getJson('/v2/tag/game_version');
    expect(body).toHaveLength(904);
    expect(body[0]).toEqual(gameVersions[0]);
    expect(body.at(-1)).toEqual({ version: 'rd-132211', version_type: 'alpha', date: '2009-05-13T20:11:00Z', major: false });
    const dates = body.map((gv: { date: string }) => Date.parse(gv.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('filters game versions by type and major', async () => {
    const { body: releases } = await getJson('/v2/tag/game_version?type=release');
    expect(releases.length).toBe(gameVersions.filter((gv) => gv.version_type === 'release').length);
    expect(releases.every((gv: { version_type: string }) => gv.version_type === 'release')).toBe(true);
    const { body: major } = await getJson('/v2/tag/game_version?major=true');
    expect(major).toEqual(gameVersions.filter((gv) => gv.major));
  });

  it('rejects an unknown game version type with a request_error body', async () => {
    const { status, body } = await getJson('/v2/tag/game_version?type=nightly');
    expect(status).toBe(400);
    expect(body.error).toBe('request_error');
    expect(typeof body.description).toBe('string');
  });

  it('lists SPDX licenses as short/name pairs', async () => {
    const { body } = await getJson('/v2/tag/license');
    expect(body.length).toBeGreaterThan(500);
    expect(body).toContainEqual({ short: 'MIT', name: 'MIT License' });
    expect(body).toContainEqual({ short: 'Apache-2.0', name: 'Apache License 2.0' });
  });

  it('lists donation platforms, report types, project types and side types', async () => {
    expect((await getJson('/v2/tag/donation_platform')).body).toEqual(donationPlatforms);
    expect((await getJson('/v2/tag/report_type')).body).toEqual(reportTypes);
    expect((await getJson('/v2/tag/project_type')).body).toEqual(['mod', 'modpack', 'plugin', 'datapack', 'resourcepack', 'shader']);
    expect((await getJson('/v2/tag/side_type')).body).toEqual(['required', 'optional', 'unsupported', 'unknown']);
  });

  it('answers any origin (CORS)', async () => {
    const { headers } = await getJson('/v2/tag/side_type');
    expect(headers.get('access-control-allow-origin')).toBe('*');
  });
});
