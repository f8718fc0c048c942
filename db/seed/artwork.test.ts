// Seeded pictures in a seeded database: which owners get an icon, face, banner or gallery, that each URL names a
// stored, valid PNG under its owner's folder, and that the blob sweep keeps every one of them.
import { createHash } from 'node:crypto';
import { decode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepBlobs } from '#catalog';
import { loadConfig } from '#config';
import { createLocalBlobStore } from '#platform/blobs/local.ts';
import { assembleRuntime } from '#platform/runtime.ts';
import { seedTestDatabase, type SeededDatabase } from './test-support.ts';

let seeded: SeededDatabase;

beforeAll(async () => {
  seeded = await seedTestDatabase('artwork-test', 200);
});

afterAll(() => seeded?.dispose());

/** The blob behind a seeded picture's stored key, checked: under `folder`, named by its sha1, a PNG of the given size. */
function expectPicture(key: unknown, folder: string, size: [number, number]): void {
  const match = new RegExp(`^(images/${folder}/([0-9a-f]{40})\\.png)$`).exec(String(key));
  expect(match, String(key)).not.toBeNull();
  const bytes = seeded.readBlob(match![1]!);
  expect(createHash('sha1').update(bytes).digest('hex')).toBe(match![2]);
  const image = decode(bytes, { checkCrc: true });
  expect([image.width, image.height]).toEqual(size);
}

describe('seeded pictures', () => {
  it('give most projects an icon under the project, with the icon ground as its colour', async () => {
    const projects = await seeded.rows('select id, icon_url, raw_icon_url, color from projects');
    const withIcon = projects.filter((row) => row.icon_url !== null);
    expect(withIcon.length / projects.length).toBeGreaterThan(0.8);
    expect(withIcon.length).toBeLessThan(projects.length);
    for (const row of withIcon) {
      expectPicture(row.icon_url, `project/${row.id}`, [128, 128]);
      expect(row.raw_icon_url).toBe(row.icon_url);
      expect(row.color).not.toBeNull();
    }
  });

  it('give every demo account and about half the other people a face, and every organization a banner', async () => {
    const users = await seeded.rows('select id, username, password_hash, avatar_url from users');
    for (const row of users.filter((user) => user.password_hash !== null)) expectPicture(row.avatar_url, `user/${row.id}`, [128, 128]);
    const others = users.filter((user) => user.password_hash === null);
    const share = others.filter((user) => user.avatar_url !== null).length / others.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.7);
    for (const row of others.filter((user) => user.avatar_url !== null)) expectPicture(row.avatar_url, `user/${row.id}`, [128, 128]);
    for (const row of await seeded.rows('select id, icon_url, color from organizations')) {
      expectPicture(row.icon_url, `organization/${row.id}`, [128, 128]);
      expect(row.color).not.toBeNull();
    }
  });

  it('fill the galleries of most resource packs and shaders, featured picture first, and leave the demo creator’s empty', async () => {
    const packs = await seeded.rows(`select p.id, (select count(*) from gallery_items g where g.project_id = p.id) as pictures
      from projects p where p.project_type in ('resourcepack', 'shader')`);
    expect(packs.filter((row) => Number(row.pictures) > 0).length / packs.length).toBeGreaterThan(0.6);
    const items = await seeded.rows('select * from gallery_items order by project_id, ordering');
    expect(items.length).toBeGreaterThan(packs.length);
    const byProject = Map.groupBy(items, (item) => String(item.project_id));
    for (const [projectId, gallery] of byProject) {
      expect(gallery.map((item) => Number(item.ordering))).toEqual(gallery.map((_, i) => i));
      expect(gallery.slice(1).every((item) => item.featured === 0)).toBe(true);
      expect(new Set(gallery.map((item) => item.url)).size).toBe(gallery.length);
      expect(new Set(gallery.map((item) => item.title)).size).toBe(gallery.length);
      for (const item of gallery) {
        expectPicture(item.url, `project/${projectId}/gallery`, [640, 360]);
        expect(item.raw_url).toBe(item.url);
        expect(String(item.title).length).toBeGreaterThan(3);
      }
    }
    const packGalleries = [...byProject.keys()].filter((id) => packs.some((pack) => pack.id === id));
    for (const id of packGalleries) expect(byProject.get(id)![0]!.featured).toBe(1);
    const creators = await seeded.rows(`select count(*) as n from gallery_items g join projects p on p.id = g.project_id
      join team_members m on m.team_id = p.team_id and m.is_owner = 1 join users u on u.id = m.user_id where u.username = 'creator'`);
    expect(Number(creators[0]!.n)).toBe(0);
  });

  it('give gallery items IDs no other seeded row has', async () => {
    const clashes = await seeded.rows(`select g.id from gallery_items g where g.id in (select id from projects union select id from versions
      union select id from files union select id from users union select id from team_members union select id from notifications)`);
    expect(clashes).toEqual([]);
  });

  it('stay through the blob sweep: every picture is referenced by its row', async () => {
    const runtime = assembleRuntime(loadConfig({ DATABASE_URL: seeded.database.url, BLOB_DIR: seeded.blobDir }), seeded.database.db, createLocalBlobStore(seeded.blobDir));
    const later = new Date(Date.now() + 10 * 86_400_000);
    let deleted = 0;
    let after: string | undefined;
    do {
      const report = await sweepBlobs(runtime, { now: later, after, limit: 5000 });
      deleted += report.blobs;
      after = report.next;
    } while (after !== undefined);
    expect(deleted).toBe(0);
  });
});
