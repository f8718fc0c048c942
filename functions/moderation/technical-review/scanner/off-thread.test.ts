// Scanning on the worker thread answers what scanning in-process does, one file after another, the worker asking for each
// range it reads.
import { afterAll, describe, expect, it } from 'vitest';
import { PACK_DOWNLOAD_HOSTS } from '#contracts/pack-downloads.ts';
import { memorySource } from '#lib/zip/byte-reads.ts';
import { BENIGN_CLASSES, jar } from '#testing/class-files.ts';
import { scanOffThread, stopScanWorker } from './off-thread.ts';
import { scanFile } from './scan.ts';

const context = { packHosts: PACK_DOWNLOAD_HOSTS };
const EXEC = { owner: 'java/lang/Runtime', name: 'exec', descriptor: '(Ljava/lang/String;)Ljava/lang/Process;' };

afterAll(() => stopScanWorker());

describe('scanning off the event loop', () => {
  it('answers what scanning in-process answers', async () => {
    const bytes = jar([...BENIGN_CLASSES, { name: 'x/Run', calls: [EXEC] }]);
    const expected = await scanFile('a.jar', memorySource(bytes), context);
    const report = await scanOffThread('a.jar', memorySource(bytes), context);
    expect(report).toEqual(expected);
    expect(report.findings.map((finding) => finding.rule)).toEqual(['process-execution']);
  });

  it('scans files one after another on the same worker', async () => {
    const reports = await Promise.all([1, 2, 3].map((n) => scanOffThread(`${n}.jar`, memorySource(jar([{ name: `x/C${n}`, calls: n === 2 ? [EXEC] : [] }])), context)));
    expect(reports.map((report) => report.findings.length)).toEqual([0, 1, 0]);
  });

  it('fails the scan when the file cannot be read, and scans the next', async () => {
    const gone = { size: 1000, read: () => Promise.reject(new Error('The blob x is gone')) };
    await expect(scanOffThread('gone.jar', gone, context)).rejects.toThrow('The blob x is gone');
    expect((await scanOffThread('b.jar', memorySource(jar(BENIGN_CLASSES)), context)).findings).toEqual([]);
  });
});
