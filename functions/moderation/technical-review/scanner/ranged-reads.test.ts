// The scanner reads a file range by range, never whole: a 200 MiB archive (zeros, made up on demand, never built in
// memory) with classes and a nested jar around a huge asset is scanned in a few small reads, in-process and on the
// worker thread alike, with the nested jar's findings and depth rules as before.
import { afterAll, describe, expect, it } from 'vitest';
import { PACK_DOWNLOAD_HOSTS } from '#contracts/pack-downloads.ts';
import type { ByteRequest, ByteSource } from '#lib/zip/byte-reads.ts';
import { BENIGN_CLASSES, buildClass, jar } from '#testing/class-files.ts';
import { scanOffThread, stopScanWorker } from './off-thread.ts';
import { scanFile, SPAN_BYTES } from './scan.ts';

const context = { packHosts: PACK_DOWNLOAD_HOSTS };
const EXEC = { owner: 'java/lang/Runtime', name: 'exec', descriptor: '(Ljava/lang/String;)Ljava/lang/Process;' };
const MiB = 1024 * 1024;

afterAll(() => stopScanWorker());

type Entry = { name: string; data: Uint8Array } | { name: string; zeros: number };

/** A stored (uncompressed) zip of `entries` as a byte source that counts what is read of it; `zeros` entries exist only as lengths. */
function virtualZip(entries: Entry[]) {
  const pieces: { length: number; bytes?: Uint8Array }[] = [];
  const header = (size: number, fill: (view: DataView) => void) => {
    const bytes = new Uint8Array(size);
    fill(new DataView(bytes.buffer));
    pieces.push({ length: size, bytes });
  };
  const directory: { name: Uint8Array; size: number; offset: number }[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    const size = 'data' in entry ? entry.data.length : entry.zeros;
    directory.push({ name, size, offset });
    header(30 + name.length, (view) => {
      view.setUint32(0, 0x04034b50, true);
      view.setUint16(4, 20, true);
      view.setUint32(18, size, true);
      view.setUint32(22, size, true);
      view.setUint16(26, name.length, true);
      new Uint8Array(view.buffer).set(name, 30);
    });
    pieces.push('data' in entry ? { length: size, bytes: entry.data } : { length: size });
    offset += 30 + name.length + size;
  }
  const directoryStart = offset;
  for (const { name, size, offset: local } of directory) {
    header(46 + name.length, (view) => {
      view.setUint32(0, 0x02014b50, true);
      view.setUint16(4, 20, true);
      view.setUint16(6, 20, true);
      view.setUint32(20, size, true);
      view.setUint32(24, size, true);
      view.setUint16(28, name.length, true);
      view.setUint32(42, local, true);
      new Uint8Array(view.buffer).set(name, 46);
    });
    offset += 46 + name.length;
  }
  header(22, (view) => {
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, directory.length, true);
    view.setUint16(10, directory.length, true);
    view.setUint32(12, offset - directoryStart, true);
    view.setUint32(16, directoryStart, true);
  });
  const size = offset + 22;

  const range = (from: number, length: number) => {
    const out = new Uint8Array(length);
    let at = 0;
    for (const piece of pieces) {
      const start = Math.max(from, at);
      const end = Math.min(from + length, at + piece.length);
      if (end > start && piece.bytes) out.set(piece.bytes.subarray(start - at, end - at), start - from);
      at += piece.length;
    }
    return out;
  };
  const reads = { calls: 0, total: 0, largest: 0 };
  const source: ByteSource = {
    size,
    async read(request: ByteRequest) {
      const bytes = 'offset' in request
        ? range(request.offset, request.length)
        : Uint8Array.from(request.offsets.flatMap((at) => [...range(at, request.length)]));
      reads.calls++;
      reads.total += bytes.length;
      reads.largest = Math.max(reads.largest, bytes.length);
      return bytes;
    },
  };
  return { source, reads };
}

const classes = (names: string[], calls = [EXEC]) => names.map((name) => ({ name: `${name}.class`, data: buildClass({ name, calls }) }));

/** 200 MiB of zeros between two groups of classes, and a jar nested after them. */
const largeArchive = () => virtualZip([
  ...BENIGN_CLASSES.map((spec) => ({ name: `${spec.name}.class`, data: buildClass(spec) })),
  ...classes(['com/example/Updater']),
  { name: 'assets/example/sounds.bin', zeros: 200 * MiB },
  ...classes(['com/example/Late']),
  { name: 'META-INF/jars/library.jar', data: jar([{ name: 'lib/Evil', calls: [EXEC] }]) },
]);

const expectedFindings = [
  expect.objectContaining({ rule: 'process-execution', entry: 'com/example/Updater.class' }),
  expect.objectContaining({ rule: 'process-execution', entry: 'com/example/Late.class' }),
  expect.objectContaining({ rule: 'process-execution', entry: 'META-INF/jars/library.jar!/lib/Evil.class' }),
];

describe('scanning a 200 MiB archive', () => {
  it('reads a few small ranges, not the file, and finds what is in it', async () => {
    const { source, reads } = largeArchive();
    expect(source.size).toBeGreaterThan(200 * MiB);
    const report = await scanFile('large.jar', source, context);
    expect(report.findings).toEqual(expectedFindings);
    expect(report.archives).toBe(2);
    expect(reads.largest).toBeLessThanOrEqual(SPAN_BYTES);
    expect(reads.total).toBeLessThan(1 * MiB);
    expect(reads.calls).toBeLessThan(10);
  });

  it('reads the same on the worker thread, the ranges asked for there and served here', async () => {
    const { source, reads } = largeArchive();
    const report = await scanOffThread('large.jar', source, context);
    expect(report.findings).toEqual(expectedFindings);
    expect(reads.total).toBeLessThan(1 * MiB);
  });

  it('refuses an entry too large to read without reading it', async () => {
    const { source, reads } = virtualZip([{ name: 'META-INF/jars/huge.jar', zeros: 150 * MiB }]);
    const report = await scanFile('huge.jar', source, context);
    expect(report.findings).toEqual([expect.objectContaining({ rule: 'unscannable', detail: 'META-INF/jars/huge.jar is larger than 128 MiB' })]);
    expect(reads.total).toBeLessThan(1 * MiB);
  });
});
