import { createTestDatabase } from '../../functions/testing/database.ts';
import { idFromRandom } from '../../functions/lib/ids.ts';
import { Random } from './random.ts';

const mode = process.argv[2]!;
const N = Number(process.argv[3] ?? 600000);
const per = Number(process.argv[4] ?? 1000);
const tdb = await createTestDatabase();
const c = tdb.client;
await c.execute("insert into users (id, username, created) values ('U0000000', 'x', 0)");
await c.execute("insert into teams (id) values ('T0000000')");
const rng = Random.fromSeed('b');
if (mode.includes('nofk')) await c.execute('PRAGMA foreign_keys = OFF');
const tx = await c.transaction('write');
console.log('fk', (await tx.execute('PRAGMA foreign_keys')).rows[0]);
const tt: Record<string, number> = {};
if (mode.includes('cache')) await tx.execute('PRAGMA cache_size = -262144');
let saved: string[] = [];
if (mode.includes('noidx')) {
  const rs = await tx.execute("select name, sql from sqlite_master where type='index' and sql is not null and tbl_name in ('versions','files')");
  saved = rs.rows.map((r) => String(r[1]));
  for (const r of rs.rows) await tx.execute(`drop index "${r[0]}"`);
}
await tx.execute("insert into projects (id, slug, project_type, title, description, team_id, published, updated, thread_id) values ('P0000000','p','mod','t','d','T0000000',0,0,'th')");
const c0 = process.cpuUsage();
const t0 = performance.now();
const cols = ['id', 'version_id', 'url', 'filename', 'is_primary', 'size', 'file_type', 'sha1', 'sha512', 'blob_key'];
const vcols = ['id', 'project_id', 'author_id', 'name', 'version_number', 'changelog', 'date_published', 'downloads', 'version_type', 'status', 'featured', 'environment'];
const hex = (n: number) => { let s = ''; while (s.length < n) s += rng.next().toString(16).padStart(8, '0'); return s.slice(0, n); };
let vids: string[] = [];
for (let i = 0; i < N; i += per) {
  const vrows: unknown[][] = []; const frows: unknown[][] = [];
  for (let j = i; j < Math.min(N, i + per); j++) {
    const vid = idFromRandom(rng.bits64());
    vrows.push([vid, 'P0000000', 'U0000000', 'Name ' + j, '1.0.' + j, '- fixed stuff\n- added other stuff '.repeat(4), 1700000000000 + j, j, 'release', 'listed', 0, 'client_and_server']);
    const sha1 = hex(40);
    frows.push([idFromRandom(rng.bits64()), vid, 'http://localhost:4321/cdn/data/P0000000/versions/' + vid + '/file-' + j + '.jar', 'file-' + j + '.jar', 1, 1234, null, sha1, hex(128), 'files/' + sha1.slice(0, 2) + '/' + sha1]);
  }
  for (const [table, cs, rows] of [['versions', vcols, vrows], ['files', cols, frows]] as const) {
    const ts = performance.now();
    if (mode.startsWith('json')) {
      await tx.execute({ sql: `insert into ${table} (${cs.join(',')}) select ${cs.map((_, k) => `value->>${k}`).join(',')} from json_each(?)`, args: [JSON.stringify(rows)] });
    } else {
      const rowsPer = Math.floor(Number(process.argv[5] ?? 32766) / cs.length);
      for (let s = 0; s < rows.length; s += rowsPer) {
        const part = rows.slice(s, s + rowsPer);
        await tx.execute({ sql: `insert into ${table} (${cs.join(',')}) values ` + part.map(() => '(' + cs.map(() => '?').join(',') + ')').join(','), args: part.flat() as any });
      }
    }
    tt[table] = (tt[table] ?? 0) + performance.now() - ts;
  }
}
const t1 = performance.now();
for (const s of saved) await tx.execute(s);
const t2 = performance.now();
await tx.commit();
const cu = process.cpuUsage(c0);
console.log('cpu ms', Math.round((cu.user + cu.system) / 1000));
console.log(mode, N, 'insert', Math.round(t1 - t0), 'reindex', Math.round(t2 - t1), 'commit', Math.round(performance.now() - t2));
tdb.dispose();
