import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PACK_DOWNLOAD_HOSTS } from '#contracts/pack-downloads.ts';
import { readClassFile } from './class-file.ts';
import { RULES } from './rules.ts';
import { memorySource } from '#lib/zip/byte-reads.ts';
import { NESTED_DEPTH_MAX, scanFile } from './scan.ts';
import { BENIGN_CLASSES, base64, buildClass, fabricModJson, jar, type ClassSpec } from '#testing/class-files.ts';

const context = { packHosts: PACK_DOWNLOAD_HOSTS };
const scanJar = (bytes: Uint8Array, filename = 'example.jar') => scanFile(filename, memorySource(bytes), context);
const rulesOf = async (bytes: Uint8Array, filename?: string) => [...new Set((await scanJar(bytes, filename)).findings.map((finding) => finding.rule))].sort();
const modJar = (...classes: ClassSpec[]) => jar([...BENIGN_CLASSES, ...classes], { 'fabric.mod.json': fabricModJson() });

const EXEC = { owner: 'java/lang/Runtime', name: 'exec', descriptor: '(Ljava/lang/String;)Ljava/lang/Process;' };

describe('reading class files', () => {
  it('reads names, strings and the calls of each method', () => {
    const cls = readClassFile(buildClass({ name: 'a/B', method: 'go', strings: ['hi'], calls: [EXEC], fields: ['count'] }));
    expect(cls.name).toBe('a/B');
    expect(cls.superName).toBe('java/lang/Object');
    expect(cls.fields).toEqual(['count']);
    expect(cls.strings).toEqual(['hi']);
    expect(cls.methods).toEqual([{ name: 'go', descriptor: '()V', strings: ['hi'], calls: [EXEC] }]);
  });

  it('refuses truncated bytes with a format error', () => {
    const bytes = buildClass({ name: 'a/B', calls: [EXEC] });
    expect(() => readClassFile(bytes.subarray(0, bytes.length - 20))).toThrow('truncated');
  });
});

describe('the scanner', () => {
  it('does not flag a benign mod jar', async () => {
    const report = await scanJar(modJar());
    expect(report.findings).toEqual([]);
    expect(report.classes).toBe(BENIGN_CLASSES.length);
  });

  it('flags process execution, with the class and method that calls it', async () => {
    const report = await scanJar(modJar({ name: 'com/example/mod/Updater', method: 'update', strings: ['/tmp/payload.bin'], calls: [EXEC] }));
    expect(report.findings).toEqual([{
      rule: 'process-execution', severity: 'high', entry: 'com/example/mod/Updater.class', className: 'com.example.mod.Updater',
      method: 'update()V', detail: 'calls java.lang.Runtime.exec',
    }]);
  });

  it('flags ProcessBuilder as process execution too', async () => {
    const builder = { owner: 'java/lang/ProcessBuilder', name: 'start', descriptor: '()Ljava/lang/Process;' };
    expect(await rulesOf(modJar({ name: 'x/Run', calls: [builder] }))).toEqual(['process-execution']);
  });

  it('flags a URLClassLoader beside an http URL as remote class loading', async () => {
    const loader = { owner: 'java/net/URLClassLoader', name: '<init>', descriptor: '([Ljava/net/URL;)V' };
    expect(await rulesOf(modJar({ name: 'x/Stage0', strings: ['http://203.0.113.9:8080/'], calls: [loader] }))).toEqual(['remote-class-loading']);
    expect(await rulesOf(modJar({ name: 'x/Plugins', strings: ['plugins/'], calls: [loader] }))).toEqual([]);
  });

  it('flags defining classes from bytes, and as remote loading beside a URL', async () => {
    const define = { owner: 'java/lang/ClassLoader', name: 'defineClass', descriptor: '(Ljava/lang/String;[BII)Ljava/lang/Class;' };
    expect(await rulesOf(modJar({ name: 'x/Define', calls: [define] }))).toEqual(['class-definition']);
    expect(await rulesOf(modJar({ name: 'x/Define', strings: ['https://203.0.113.9/c'], calls: [define] }))).toEqual(['class-definition', 'remote-class-loading']);
  });

  it('flags native library loading', async () => {
    const load = { owner: 'java/lang/System', name: 'load', descriptor: '(Ljava/lang/String;)V' };
    expect(await rulesOf(modJar({ name: 'x/Native', calls: [load] }))).toEqual(['native-library']);
  });

  it('flags base64 strings that decode to a class file or an archive, not other base64', async () => {
    const hiddenClass = base64(buildClass({ name: 'x/Hidden' }));
    const hiddenJar = base64(jar([{ name: 'x/Hidden' }]));
    expect(await rulesOf(modJar({ name: 'x/Loader', strings: [hiddenClass] }))).toEqual(['encoded-payload']);
    expect(await rulesOf(modJar({ name: 'x/Loader', strings: [hiddenJar] }))).toEqual(['encoded-payload']);
    expect(await rulesOf(modJar({ name: 'x/Loader', strings: [base64(strToU8('just some text that is long enough'))] }))).toEqual([]);
  });

  it('flags the known signatures of the 2023 jar worm', async () => {
    expect(await rulesOf(modJar({ name: 'dev/neko/nekoinjector/Injector' }))).toEqual(['jar-worm-signature']);
    expect(await rulesOf(modJar({ name: 'x/Utility', strings: ['http://85.217.144.130:8080'] }))).toEqual(['jar-worm-signature']);
  });

  it('flags a jar whose class names are mostly obfuscated', async () => {
    const obfuscated = 'abcdefghij'.split('').map((letter) => ({ name: `${letter}` }));
    const report = await scanJar(jar(obfuscated));
    expect(report.findings).toEqual([expect.objectContaining({ rule: 'heavy-obfuscation', severity: 'medium', entry: '', detail: '10 of 10 classes have obfuscated names' })]);
  });

  it('flags a class file it cannot read', async () => {
    expect(await rulesOf(jar([], { 'x/Broken.class': new Uint8Array([0xca, 0xfe, 0xba, 0xbe, 0, 0]) }))).toEqual(['unreadable-class']);
  });

  it('scans jars nested in META-INF/jars, naming the nested entry', async () => {
    const inner = jar([{ name: 'lib/Evil', calls: [EXEC] }]);
    const report = await scanJar(jar(BENIGN_CLASSES, { 'META-INF/jars/library-1.0.jar': inner }));
    expect(report.findings).toEqual([expect.objectContaining({ rule: 'process-execution', entry: 'META-INF/jars/library-1.0.jar!/lib/Evil.class' })]);
    expect(report.archives).toBe(2);
  });

  it(`stops at ${NESTED_DEPTH_MAX} nested archives and says so`, async () => {
    let nested = jar([{ name: 'deep/Inner' }]);
    for (let level = 0; level <= NESTED_DEPTH_MAX; level++) nested = jar([], { 'META-INF/jars/inner.jar': nested });
    expect(await rulesOf(nested)).toEqual(['unscannable']);
  });

  it('flags an .mrpack whose files download from a host off the allow-list, and scans its override jars', async () => {
    const index = {
      formatVersion: 1, game: 'minecraft', versionId: '1.0.0', name: 'Pack', dependencies: { minecraft: '1.20.1' },
      files: [
        { path: 'mods/good.jar', downloads: ['https://cdn.modrinth.com/data/a/versions/b/good.jar'] },
        { path: 'mods/bad.jar', downloads: ['https://downloads.example.net/bad.jar'] },
      ],
    };
    const pack = zipSync({
      'modrinth.index.json': strToU8(JSON.stringify(index)),
      'overrides/mods/local.jar': jar([{ name: 'local/Run', calls: [EXEC] }]),
    });
    const report = await scanFile('pack.mrpack', memorySource(pack), context);
    expect(report.findings.map(({ rule, entry, detail }) => ({ rule, entry, detail }))).toEqual(expect.arrayContaining([
      { rule: 'pack-foreign-download', entry: 'modrinth.index.json', detail: 'mods/bad.jar downloads from downloads.example.net' },
      { rule: 'process-execution', entry: 'overrides/mods/local.jar!/local/Run.class', detail: 'calls java.lang.Runtime.exec' },
    ]));
    expect(report.findings).toHaveLength(2);
  });

  it('reports a file that is not a valid archive as unscannable', async () => {
    expect(await rulesOf(strToU8('not a zip'), 'broken.jar')).toEqual(['unscannable']);
  });

  it('leaves files that are not archives alone', async () => {
    expect((await scanFile('example.jar.asc', memorySource(strToU8('-----BEGIN PGP SIGNATURE-----')), context)).findings).toEqual([]);
  });

  it('has a test above for every rule', async () => {
    const tested = ['process-execution', 'remote-class-loading', 'class-definition', 'native-library', 'encoded-payload',
      'jar-worm-signature', 'heavy-obfuscation', 'pack-foreign-download', 'unreadable-class', 'unscannable'];
    expect(RULES.map((rule) => rule.id).sort()).toEqual(tested.sort());
  });
});
