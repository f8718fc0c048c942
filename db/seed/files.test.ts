// Seeded files: hashes and sizes match the stored bytes, and each archive holds the manifest its type and loaders need.
import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestDatabase, TEST_CDN, type SeededDatabase } from './test-support.ts';

let seeded: SeededDatabase;

interface FileRow {
  projectId: string;
  versionId: string;
  projectType: string;
  versionNumber: string;
  loaders: string[];
  gameVersions: string[];
  filename: string;
  url: string;
  sha1: string;
  sha512: string;
  size: number;
  primary: boolean;
  fileType: string | null;
  blobKey: string;
}

let files: FileRow[];

beforeAll(async () => {
  seeded = await seedTestDatabase('kiln-files', 200);
  const rows = await seeded.rows(`select p.id as project_id, v.id as version_id, p.project_type, v.version_number, f.*,
      (select group_concat(loader) from version_loaders where version_id = v.id) as loaders,
      (select group_concat(game_version) from version_game_versions where version_id = v.id) as game_versions
    from files f join versions v on v.id = f.version_id join projects p on p.id = v.project_id order by f.id`);
  files = rows.map((row) => ({
    projectId: String(row.project_id), versionId: String(row.version_id), projectType: String(row.project_type),
    versionNumber: String(row.version_number), loaders: String(row.loaders).split(','), gameVersions: String(row.game_versions).split(','),
    filename: String(row.filename), url: String(row.url), sha1: String(row.sha1), sha512: String(row.sha512), size: Number(row.size),
    primary: row.is_primary === 1, fileType: row.file_type === null ? null : String(row.file_type), blobKey: String(row.blob_key),
  }));
});

afterAll(() => seeded?.dispose());

const text = (entries: Record<string, Uint8Array>, path: string) => {
  const bytes = entries[path];
  if (!bytes) throw new Error(`missing ${path}; have ${Object.keys(entries).join(', ')}`);
  return strFromU8(bytes);
};

describe('stored bytes', () => {
  it('match each row: sha1, sha512, size, blob key and URL', () => {
    expect(files.length).toBe(seeded.summary.files);
    for (const file of files) {
      const bytes = seeded.readBlob(file.blobKey);
      expect(bytes.length, file.filename).toBe(file.size);
      expect(createHash('sha1').update(bytes).digest('hex')).toBe(file.sha1);
      expect(createHash('sha512').update(bytes).digest('hex')).toBe(file.sha512);
      expect(file.blobKey).toBe(`files/${file.sha1.slice(0, 2)}/${file.sha1}`);
      expect(file.url).toBe(`data/${file.projectId}/versions/${file.versionId}/${encodeURIComponent(file.filename)}`);
    }
  });

  it('never repeats a sha1, and only sources jars are secondary files', () => {
    expect(new Set(files.map((file) => file.sha1)).size).toBe(files.length);
    for (const file of files.filter((f) => !f.primary)) {
      expect(file.fileType).toBe('sources-jar');
      expect(file.filename).toMatch(/-sources\.jar$/);
    }
    expect(files.filter((file) => file.primary).every((file) => file.fileType === null)).toBe(true);
  });
});

describe('archives', () => {
  it('unzip and carry the manifest their type and loaders call for', () => {
    const seen = new Set<string>();
    for (const file of files.filter((f) => f.primary)) {
      const entries = unzipSync(seeded.readBlob(file.blobKey));
      const names = Object.keys(entries);
      const loaders = new Set(file.loaders);
      seen.add(file.projectType);
      switch (file.projectType) {
        case 'mod': {
          expect(file.filename).toMatch(/\.jar$/);
          const manifest = text(entries, 'META-INF/MANIFEST.MF');
          expect(manifest).toContain(`Kiln-Project-Id: ${file.projectId}`);
          expect(manifest).toContain(`Kiln-Version-Id: ${file.versionId}`);
          if (loaders.has('fabric')) {
            const mod = JSON.parse(text(entries, 'fabric.mod.json'));
            expect(mod.schemaVersion).toBe(1);
            expect(mod.version).toBe(file.versionNumber);
            const range = /^>=(\S+) <=(\S+)$/.exec(mod.depends.minecraft);
            if (file.gameVersions.length === 1) expect(mod.depends.minecraft).toBe(file.gameVersions[0]);
            else expect(file.gameVersions).toEqual(expect.arrayContaining([range?.[1], range?.[2]]));
          }
          if (loaders.has('quilt')) expect(names.some((name) => name === 'quilt.mod.json' || name === 'fabric.mod.json')).toBe(true);
          if (loaders.has('forge')) expect(names.some((name) => name === 'META-INF/mods.toml' || name === 'mcmod.info')).toBe(true);
          if (loaders.has('neoforge')) expect(text(entries, 'META-INF/neoforge.mods.toml')).toContain(`version="${file.versionNumber}"`);
          break;
        }
        case 'plugin': {
          expect(file.filename).toMatch(/\.jar$/);
          expect(text(entries, 'META-INF/MANIFEST.MF')).toContain(file.versionId);
          if (['bukkit', 'spigot', 'paper', 'purpur', 'folia'].some((l) => loaders.has(l))) expect(text(entries, 'plugin.yml')).toContain(`version: '${file.versionNumber}'`);
          if (loaders.has('velocity')) expect(JSON.parse(text(entries, 'velocity-plugin.json')).version).toBe(file.versionNumber);
          if (loaders.has('bungeecord') || loaders.has('waterfall')) expect(text(entries, 'bungee.yml')).toContain('main: ');
          if (loaders.has('sponge')) expect(text(entries, 'META-INF/sponge_plugins.json')).toContain(file.versionNumber);
          break;
        }
        case 'datapack':
        case 'resourcepack': {
          expect(file.filename).toMatch(/\.zip$/);
          const meta = JSON.parse(text(entries, 'pack.mcmeta'));
          expect(meta.pack.pack_format).toBeGreaterThanOrEqual(1);
          expect(meta.kiln.version_id).toBe(file.versionId);
          const folder = file.projectType === 'datapack' ? 'data/' : 'assets/';
          expect(names.some((name) => name.startsWith(folder))).toBe(true);
          break;
        }
        case 'shader': {
          expect(file.filename).toMatch(/\.zip$/);
          if (loaders.has('iris') || loaders.has('optifine')) expect(text(entries, 'shaders/shaders.properties')).toContain(file.versionId);
          else expect(names.some((name) => name.includes('shaders/'))).toBe(true);
          break;
        }
        case 'modpack': {
          expect(file.filename).toMatch(/\.mrpack$/);
          const index = JSON.parse(text(entries, 'modrinth.index.json'));
          expect(index).toMatchObject({ formatVersion: 1, game: 'minecraft', versionId: file.versionNumber });
          expect(Object.keys(index.dependencies).sort()).toEqual(
            ['minecraft', { fabric: 'fabric-loader', forge: 'forge', neoforge: 'neoforge', quilt: 'quilt-loader' }[file.loaders[0]!]!].sort());
          expect(index.dependencies.minecraft).toBe(file.gameVersions[0]);
          break;
        }
      }
    }
    expect([...seen].sort()).toEqual(['datapack', 'mod', 'modpack', 'plugin', 'resourcepack', 'shader']);
  });

  it('point modpack entries at seeded mod files, with matching embedded dependencies', async () => {
    const bySha1 = new Map(files.map((file) => [file.sha1, file]));
    let bundled = 0;
    for (const file of files.filter((f) => f.projectType === 'modpack')) {
      const index = JSON.parse(text(unzipSync(seeded.readBlob(file.blobKey)), 'modrinth.index.json'));
      const embedded = await seeded.rows(`select dependency_project_id, dependency_version_id from dependencies
        where version_id = ? and dependency_type = 'embedded'`, [file.versionId]);
      expect(embedded).toHaveLength(index.files.length);
      for (const entry of index.files) {
        const target = bySha1.get(entry.hashes.sha1);
        expect(target, entry.path).toBeDefined();
        expect(target!.projectType).toBe('mod');
        expect(entry.hashes.sha512).toBe(target!.sha512);
        expect(entry.fileSize).toBe(target!.size);
        expect(entry.path).toBe(`mods/${target!.filename}`);
        // A pack's file holds absolute URLs; the rows hold keys below the CDN root the pack was written for.
        expect(entry.downloads).toEqual([`${TEST_CDN}/${target!.url}`]);
        expect(target!.gameVersions).toContain(index.dependencies.minecraft);
        expect(['required', 'optional', 'unsupported']).toContain(entry.env.client);
        expect(embedded.some((dep) => dep.dependency_version_id === target!.versionId && dep.dependency_project_id === target!.projectId)).toBe(true);
        bundled++;
      }
    }
    expect(bundled).toBeGreaterThan(20);
  });
});
