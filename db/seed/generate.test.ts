// seedDemoData end to end: determinism, counts, demo accounts, people, popularity and refusing a non-empty database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBlobStore } from '#platform/blobs/local.ts';
import { verifyPassword } from '#lib/password.ts';
import { PROJECT_TYPES } from '#contracts/enums.ts';
import { createTestDatabase } from '#testing/database.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { seedDemoData } from './generate.ts';
import { seedTestDatabase, type SeededDatabase } from './test-support.ts';

let first: SeededDatabase;
let twin: SeededDatabase;
let other: SeededDatabase;

beforeAll(async () => {
  first = await seedTestDatabase('kiln-test', 200);
  twin = await seedTestDatabase('kiln-test', 200);
  other = await seedTestDatabase('another-seed', 200);
});

afterAll(() => {
  for (const seeded of [first, twin, other]) seeded?.dispose();
});

/** Every seeded table, ordered, minus password hashes (salted on purpose). */
const DUMPS = [
  'select id, username, email, email_verified, avatar_url, bio, role, badges, created from users order by id',
  'select * from team_members order by id',
  'select * from organizations order by id',
  'select * from projects order by id',
  'select * from project_categories order by project_id, category',
  'select * from donation_urls order by project_id, platform',
  'select * from versions order by id',
  'select * from version_loaders order by version_id, loader',
  'select * from version_game_versions order by version_id, game_version',
  'select * from files order by id',
  'select * from dependencies order by id',
  'select * from follows order by user_id, project_id',
  'select * from collections order by id',
  'select * from collection_projects order by collection_id, project_id',
  'select * from gallery_items order by id',
];

const dump = async (seeded: SeededDatabase) => Promise.all(DUMPS.map(async (sql) => JSON.stringify(await seeded.rows(sql))));

describe('determinism', () => {
  it('gives identical ids, slugs and file hashes for the same seed and size', async () => {
    const query = 'select p.id, p.slug, f.sha1, f.sha512 from projects p join versions v on v.project_id = p.id join files f on f.version_id = v.id order by f.id';
    const a = await first.rows(query);
    expect(a.length).toBeGreaterThan(200);
    expect(JSON.stringify(await twin.rows(query))).toBe(JSON.stringify(a));
  });

  it('reproduces every row of every seeded table and every blob byte', async () => {
    expect(await dump(twin)).toEqual(await dump(first));
    for (const row of await first.rows('select blob_key from files order by id limit 50')) {
      expect(twin.readBlob(String(row.blob_key))).toEqual(first.readBlob(String(row.blob_key)));
    }
    const pictures = await first.rows(`select icon_url as url from projects where icon_url is not null union all select url from gallery_items
      union all select avatar_url from users where avatar_url is not null union all select icon_url from organizations`);
    expect(pictures.length).toBeGreaterThan(200);
    for (const { url: key } of pictures) {
      expect(twin.readBlob(String(key))).toEqual(first.readBlob(String(key)));
    }
  });

  it('gives different data for a different seed', async () => {
    const ids = async (seeded: SeededDatabase) => (await seeded.rows('select id from projects order by id')).map((row) => row.id);
    const slugs = async (seeded: SeededDatabase) => (await seeded.rows('select slug from projects order by slug')).map((row) => row.slug);
    expect(await ids(other)).not.toEqual(await ids(first));
    expect(await slugs(other)).not.toEqual(await slugs(first));
    const shared = await other.rows('select count(*) as n from files where sha1 in (' + (await first.rows('select sha1 from files')).map((r) => `'${r.sha1}'`).join(',') + ')');
    expect(shared[0]!.n).toBe(0);
  });
});

describe('summary and volume', () => {
  it('reports the counts that are in the database', async () => {
    const count = async (table: string) => Number((await first.rows(`select count(*) as n from ${table}`))[0]!.n);
    const { summary } = first;
    expect(summary.projects).toBe(200);
    expect(await count('projects')).toBe(200);
    expect(await count('users')).toBe(summary.users);
    expect(summary.users).toBe(4 + 67);
    expect(await count('organizations')).toBe(summary.organizations);
    expect(summary.organizations).toBe(5);
    expect(await count('versions')).toBe(summary.versions);
    expect(await count('files')).toBe(summary.files);
    expect(await count('follows')).toBe(summary.follows);
    expect(await count('collections')).toBe(summary.collections);
    expect(summary.elapsedMs).toBeGreaterThan(0);
    expect(summary.versions / summary.projects).toBeGreaterThan(1.8);
    expect(summary.versions / summary.projects).toBeLessThan(3.5);
  });

  it('includes all six project types in roughly the intended mix', async () => {
    const rows = await first.rows('select project_type, count(*) as n from projects group by project_type');
    const counts = Object.fromEntries(rows.map((row) => [row.project_type, Number(row.n)]));
    expect(Object.keys(counts).sort()).toEqual([...PROJECT_TYPES].sort());
    expect(counts.mod).toBeGreaterThan(80);
    expect(counts.shader).toBeGreaterThanOrEqual(2);
  });

  it('gives every version 1 primary file and every project 1–6 versions', async () => {
    expect(await first.rows('select version_id from files where is_primary = 1 group by version_id having count(*) <> 1')).toEqual([]);
    expect(await first.rows('select id from versions where id not in (select version_id from files where is_primary = 1)')).toEqual([]);
    expect(await first.rows('select project_id from versions group by project_id having count(*) > 6')).toEqual([]);
    expect(await first.rows('select id from projects where id not in (select project_id from versions)')).toEqual([]);
  });
});

describe('demo accounts', () => {
  it('exist, are verified, and accept only their documented passwords', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const [row] = await first.rows('select * from users where username = ?', [account.username]);
      expect(row, account.username).toBeDefined();
      expect(row!.email).toBe(account.email);
      expect(row!.role).toBe(account.role);
      expect(row!.email_verified).toBe(1);
      expect(await verifyPassword(account.password, String(row!.password_hash))).toBe(true);
      expect(await verifyPassword(`${account.password}x`, String(row!.password_hash))).toBe(false);
    }
  });

  it('gives the creator ~8 projects including every hidden or special status', async () => {
    const rows = await first.rows(`select p.status from projects p join team_members m on m.team_id = p.team_id
      join users u on u.id = m.user_id where u.username = 'creator' and m.is_owner = 1`);
    const statuses = rows.map((row) => String(row.status));
    expect(statuses.length).toBe(8);
    for (const status of ['draft', 'processing', 'unlisted', 'private', 'rejected', 'archived', 'approved']) expect(statuses).toContain(status);
  });

  it('has the player follow ~10 public projects and own two collections, one private', async () => {
    const [player] = await first.rows(`select id from users where username = 'player'`);
    const follows = await first.rows('select p.status from follows f join projects p on p.id = f.project_id where f.user_id = ?', [String(player!.id)]);
    expect(follows.length).toBeGreaterThanOrEqual(8);
    expect(follows.length).toBeLessThanOrEqual(10);
    for (const row of follows) expect(['approved', 'archived']).toContain(row.status);
    const collections = await first.rows('select status from collections where user_id = ? order by status', [String(player!.id)]);
    expect(collections.map((row) => row.status)).toEqual(['listed', 'private']);
  });
});

describe('people', () => {
  it('has unique, valid usernames (case-insensitively) and only demo accounts can sign in', async () => {
    const users = await first.rows('select username, password_hash from users');
    const lower = new Set(users.map((row) => String(row.username).toLowerCase()));
    expect(lower.size).toBe(users.length);
    for (const row of users) expect(String(row.username)).toMatch(/^[a-zA-Z0-9._-]{1,39}$/);
    expect(users.filter((row) => row.password_hash !== null)).toHaveLength(4);
  });

  it('gives every project a team with exactly one accepted owner holding all permissions', async () => {
    const owners = await first.rows(`select p.id, count(m.id) as owners, min(m.permissions) as permissions, min(m.accepted) as accepted
      from projects p left join team_members m on m.team_id = p.team_id and m.is_owner = 1 group by p.id`);
    for (const row of owners) {
      expect(Number(row.owners)).toBe(1);
      expect(Number(row.permissions)).toBe(1023);
      expect(Number(row.accepted)).toBe(1);
    }
    const orgOwners = await first.rows(`select o.id, m.organization_permissions from organizations o join team_members m on m.team_id = o.team_id and m.is_owner = 1`);
    expect(orgOwners).toHaveLength(5);
    for (const row of orgOwners) expect(Number(row.organization_permissions)).toBe(255);
  });
});

describe('popularity', () => {
  it('sums version downloads to the project total and keeps followers at or above follow rows', async () => {
    expect(await first.rows(`select p.id from projects p join versions v on v.project_id = p.id group by p.id having sum(v.downloads) <> p.downloads`)).toEqual([]);
    expect(await first.rows(`select p.id from projects p where p.followers < (select count(*) from follows f where f.project_id = p.id)`)).toEqual([]);
    expect(await first.rows(`select id from projects where status in ('draft', 'processing', 'rejected') and downloads > 0`)).toEqual([]);
    const [stats] = await first.rows(`select max(downloads) as top, count(*) as n from projects where status = 'approved'`);
    expect(Number(stats!.top)).toBeGreaterThan(10_000);
  });
});

describe('schema', () => {
  it('rebuilds every index it dropped for the bulk load, leaving the schema exactly as migrated', async () => {
    const fresh = await createTestDatabase();
    try {
      const schemaOf = async (client: typeof fresh.client) =>
        (await client.execute('select type, name, tbl_name, sql from sqlite_master order by name')).rows.map((row) => JSON.stringify(row));
      const expected = await schemaOf(fresh.client);
      expect(expected.some((row) => row.includes('files_sha512_idx'))).toBe(true);
      expect(await schemaOf(first.database.client)).toEqual(expected);
    } finally {
      fresh.dispose();
    }
    expect((await first.rows('PRAGMA integrity_check'))[0]!.integrity_check).toBe('ok');
    expect(await first.rows('PRAGMA foreign_key_check')).toEqual([]);
  });
});

describe('guards', () => {
  it('refuses to seed a database that already has demo data', async () => {
    const blobs = createLocalBlobStore(first.blobDir);
    await expect(seedDemoData(first.database.db, blobs, { seed: 'again', projects: 10, cdnUrl: 'http://x/cdn' })).rejects.toThrow(/already has users or projects/);
    expect(Number((await first.rows('select count(*) as n from projects'))[0]!.n)).toBe(200);
  });
});
