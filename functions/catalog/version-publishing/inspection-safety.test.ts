// Uploads that try to hurt: an archive whose directory points many entries at one compressed body is refused at once,
// slow metadata is read on a worker thread while the rest of the API keeps answering, and file names and pack download
// hosts follow the rules (uploaded names, and the instance's own CDN among a pack's hosts).
import { beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { makePat, makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';
import { craftZip, deflated } from '../file-inspection/crafted-zips.ts';
import { fabricJar, mrpack, zip } from '../file-inspection/fixtures.ts';
import { postForm, versionForm, type FilePart } from './testing.ts';

const context = useTestServer();
let token: string;

beforeAll(async () => {
  token = await makePat(context.database.db, (await makeUser(context.database.db)).id, ALL_SCOPES);
  // The first answer pays for warming up the route, which is not what the timings below are about.
  await (await fetch(`${context.server.url}/v2/tag/loader`)).arrayBuffer();
});

/**
 * An inspection on the event loop holds an answer for all its length (a second or more for either archive below).
 * How fast answers come otherwise is for the benchmarks (this suite shares two cores with everything else): here,
 * only that none was held anywhere near that long.
 */
function expectResponsive(latencies: number[]): void {
  expect(Math.max(...latencies)).toBeLessThan(750);
}

const inspect = (file: FilePart) => postForm(context.server.url, '/_internal/version-files/inspect', token, versionForm(undefined, [file]));

/**
 * Asks for the loader list every 20 ms until `work` settles (and at least `least` times), answering how late each
 * answer came: from when the request was due, so an event loop held up before sending counts too.
 */
async function loaderLatencies(work: Promise<unknown>, least = 5): Promise<{ during: number[]; all: number[] }> {
  let settled = false;
  void work.finally(() => {
    settled = true;
  });
  const during: number[] = [];
  const all: number[] = [];
  while (!settled || all.length < least) {
    const due = performance.now() + 20;
    await sleep(20);
    const wasPending = !settled;
    const response = await fetch(`${context.server.url}/v2/tag/loader`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    all.push(performance.now() - due);
    if (wasPending && !settled) during.push(performance.now() - due);
  }
  return { during, all };
}

describe('archives that would hold up the server', () => {
  it('refuses at once an archive whose 20 directory entries share one highly compressible body', async () => {
    const body = deflated('fabric.mod.json', new Uint8Array(32 * 1024 * 1024)).body;
    const entries = Array.from({ length: 20 }, (_, i) => ({ name: 'fabric.mod.json', body, method: 8 as const, size: 1000, ...(i ? { sharesWith: 0 } : {}) }));
    const upload = inspect({ name: 'file', filename: 'bomb.jar', bytes: craftZip(entries) });
    const { all } = await loaderLatencies(upload);
    const answer = await upload;
    expectResponsive(all);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'invalid_input', description: 'bomb.jar is not a valid zip archive: the entries `fabric.mod.json` and `fabric.mod.json` share their data',
    });
  });

  it('reads a plugin.yml of 55,000 commands (a second of YAML) on a worker thread while the loader list keeps answering', async () => {
    const commands = Array.from({ length: 55_000 }, (_, i) => `  c${i}: [a, b]\n`);
    const descriptor = `name: Big\nversion: 3.0.0\nmain: a.B\napi-version: "1.20"\ncommands:\n${commands.join('')}`;
    const upload = inspect({ name: 'file', filename: 'big.jar', bytes: zip({ 'plugin.yml': descriptor }) });
    const { during, all } = await loaderLatencies(upload);
    const answer = await upload;
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ project_type: 'plugin', loaders: ['bukkit', 'spigot', 'paper'], version_number: '3.0.0' });
    expectResponsive(all);
    expect(during.length).toBeGreaterThanOrEqual(3);
  });
});

describe('file name rules for uploads', () => {
  it.each([
    ['CON.jar', '`CON` is a reserved device name on Windows'],
    ['nul.tar.jar', '`nul` is a reserved device name on Windows'],
    ['lpt1 .jar', '`lpt1` is a reserved device name on Windows'],
    ['a\u202Eraj.jar', 'it contains the bidirectional control character U+202E'],
    ['a\u200F.jar', 'it contains the bidirectional control character U+200F'],
    ['mod.jar:Zone.Identifier', 'it contains a colon, which names an alternate data stream on Windows'],
    ['~mod.jar', 'it starts with `~`'],
  ])('refuses %j with a 400 that says why', async (filename, reason) => {
    const answer = await inspect({ name: 'file', filename, bytes: fabricJar() });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_input');
    expect(answer.body.description).toMatch(new RegExp(`^Invalid file name \`[^\`]*\`: ${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(answer.body.description).not.toMatch(/[\u202a-\u202e\u200e\u200f]/);
  });

  it('accepts names that only resemble them', async () => {
    for (const filename of ['console.jar', 'CON-fix.jar', 'com10.jar', 'mod~1.jar']) {
      expect((await inspect({ name: 'file', filename, bytes: fabricJar() })).status, filename).toBe(200);
    }
  });
});

describe('pack download hosts', () => {
  it("accepts downloads from this instance's CDN and the code hosts, and refuses any other host", async () => {
    const ownCdn = new URL(context.server.runtime.config.cdnUrl).hostname;
    const pack = (url: string): FilePart => ({ name: 'file', filename: 'p.mrpack', bytes: mrpack({ files: [{ path: 'mods/a.jar', downloads: [url] }] }) });
    expect((await inspect(pack(`https://${ownCdn}/data/abc/versions/def/a.jar`))).status).toBe(200);
    expect((await inspect(pack('https://github.com/o/r/releases/download/v1/a.jar'))).status).toBe(200);
    const foreign = await inspect(pack('https://files.example.net/a.jar'));
    expect(foreign.status).toBe(400);
    expect(foreign.body.description).toBe(
      `Invalid modrinth.index.json in p.mrpack: files.0.downloads.0: \`https://files.example.net/a.jar\` is not on a host packs may download from (${ownCdn}, cdn.modrinth.com, github.com, raw.githubusercontent.com, gitlab.com)`,
    );
  });
});
