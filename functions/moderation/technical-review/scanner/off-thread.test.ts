import { afterAll, describe, expect, it } from 'vitest';
import { PACK_DOWNLOAD_HOSTS } from '#contracts/pack-downloads.ts';
import { BENIGN_CLASSES, jar } from '#testing/class-files.ts';
import { scanOffThread, stopScanWorker } from './off-thread.ts';
import { scanFile } from './scan.ts';

const context = { packHosts: PACK_DOWNLOAD_HOSTS };
const EXEC = { owner: 'java/lang/Runtime', name: 'exec', descriptor: '(Ljava/lang/String;)Ljava/lang/Process;' };

afterAll(() => stopScanWorker());

describe('scanning off the event loop', () => {
  it('answers what scanning in-process answers, the bytes having moved to the worker thread', async () => {
    const bytes = jar([...BENIGN_CLASSES, { name: 'x/Run', calls: [EXEC] }]);
    const expected = scanFile('a.jar', bytes.slice(), context);
    const report = await scanOffThread('a.jar', bytes, context);
    expect(report).toEqual(expected);
    expect(report.findings.map((finding) => finding.rule)).toEqual(['process-execution']);
    // Transferred, not copied: the caller's array is left empty.
    expect(bytes.byteLength).toBe(0);
  });

  it('scans files one after another on the same worker', async () => {
    const reports = await Promise.all([1, 2, 3].map((n) => scanOffThread(`${n}.jar`, jar([{ name: `x/C${n}`, calls: n === 2 ? [EXEC] : [] }]), context)));
    expect(reports.map((report) => report.findings.length)).toEqual([0, 1, 0]);
  });
});
