// File-scanning figures: mod jars scanned per second, and the time to scan one 50 MB modpack, through the same
// worker thread the server's scan job uses, each range it reads served from memory here (the job serves them from the
// blob store). The archives are built here, from generated class files.
import { randomBytes } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { scanOffThread } from '#moderation';
import { PACK_DOWNLOAD_HOSTS } from '#contracts/pack-downloads.ts';
import { memorySource } from '#lib/zip/byte-reads.ts';
import { buildClass, type ClassSpec } from '#testing/class-files.ts';

const context = { packHosts: PACK_DOWNLOAD_HOSTS };
const MiB = 1024 * 1024;

/** A class like a mod's: a few dozen calls into the game and the JDK, and some string constants. */
function modClass(jar: number, index: number): ClassSpec {
  return {
    name: `com/example/mod${jar}/feature/Feature${index}`,
    method: 'tick',
    strings: Array.from({ length: 12 }, (_, i) => `mod${jar}.feature${index}.key${i}`),
    calls: Array.from({ length: 30 }, (_, i) => ({ owner: `net/minecraft/world/level/Level${i % 7}`, name: `method_${index}_${i}`, descriptor: '(I)V' })),
    fields: ['LOGGER', 'state', 'counter'],
  };
}

/** A mod jar: `classes` classes, plus `assets` bytes of textures and sounds (incompressible, and not read by the scanner). */
function modJar(jar: number, classes: number, assets: number): Uint8Array {
  const entries: Zippable = { 'fabric.mod.json': strToU8(JSON.stringify({ schemaVersion: 1, id: `mod${jar}`, version: '1.0.0' })) };
  for (let i = 0; i < classes; i++) entries[`com/example/mod${jar}/feature/Feature${i}.class`] = buildClass(modClass(jar, i));
  if (assets > 0) entries[`assets/mod${jar}/textures/atlas.png`] = [randomBytes(assets), { level: 0 }];
  return zipSync(entries);
}

/** A pack of mod jars in its overrides, about `size` bytes in all. */
function modpack(size: number): { bytes: Uint8Array; jars: number } {
  const entries: Zippable = {
    'modrinth.index.json': strToU8(JSON.stringify({ formatVersion: 1, game: 'minecraft', versionId: '1.0.0', name: 'Bench Pack', files: [], dependencies: { minecraft: '1.20.1' } })),
  };
  let total = 0;
  let jars = 0;
  while (total < size) {
    const jar = modJar(1000 + jars, 400, MiB);
    entries[`overrides/mods/mod-${jars}.jar`] = [jar, { level: 0 }];
    total += jar.length;
    jars++;
  }
  return { bytes: zipSync(entries), jars };
}

export async function scanFigures(): Promise<string[][]> {
  const jars = Array.from({ length: 100 }, (_, i) => modJar(i, 150, 256 * 1024));
  await scanOffThread('warm-up.jar', memorySource(jars[0]!), context);
  const jarMiB = jars.reduce((sum, jar) => sum + jar.length, 0) / MiB;
  let classes = 0;
  const started = performance.now();
  for (const [i, jar] of jars.entries()) classes += (await scanOffThread(`mod-${i}.jar`, memorySource(jar), context)).classes;
  const jarSeconds = (performance.now() - started) / 1000;

  const pack = modpack(50 * MiB);
  const packMiB = pack.bytes.length / MiB;
  const packStarted = performance.now();
  const report = await scanOffThread('bench.mrpack', memorySource(pack.bytes), context);
  const packSeconds = (performance.now() - packStarted) / 1000;
  return [
    [`${jars.length} mod jars (150 classes, ${(jarMiB / jars.length).toFixed(2)} MiB each)`, (jars.length / jarSeconds).toFixed(1),
      `${(classes / jarSeconds).toFixed(0)}`, `${(jarSeconds * 1000).toFixed(0)} ms`],
    [`one ${packMiB.toFixed(0)} MB modpack (${pack.jars} jars, ${report.classes} classes)`, (1 / packSeconds).toFixed(2),
      `${(report.classes / packSeconds).toFixed(0)}`, `${(packSeconds * 1000).toFixed(0)} ms`],
  ];
}
