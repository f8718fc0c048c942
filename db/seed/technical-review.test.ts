// The seeded held version: queued like a published file, and held with a real finding once the scan job has run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { runScanJobs } from '#moderation';
import { createLocalBlobStore } from '#platform/blobs/local.ts';
import { assembleRuntime } from '#platform/runtime.ts';
import { seedTechnicalReview } from './technical-review.ts';
import { seedTestDatabase, TEST_CDN, type SeededDatabase } from './test-support.ts';

let seeded: SeededDatabase;

beforeAll(async () => {
  seeded = await seedTestDatabase('technical-review', 40);
  await seedTechnicalReview(seeded.database.db, createLocalBlobStore(seeded.blobDir), { seed: 'technical-review' });
});
afterAll(() => seeded?.dispose());

describe('the seeded technical review', () => {
  it('queues the demo creator’s auto-update jar, which the first scan holds', async () => {
    const [version] = await seeded.rows(`select v.id, v.status from versions v join files f on f.version_id = v.id
      join file_scan_queue q on q.file_id = f.id where v.version_number = '9.9.9-autoupdate'`);
    expect(version).toMatchObject({ status: 'listed' });
    const config = loadConfig({ DATABASE_URL: seeded.database.url, BLOB_DIR: seeded.blobDir, CDN_URL: TEST_CDN });
    const runtime = assembleRuntime(config, seeded.database.db);
    expect(await runScanJobs(runtime)).toEqual({ scanned: 1, failed: 0 });
    const [held] = await seeded.rows('select v.status, h.restore_status from versions v join version_holds h on h.version_id = v.id where v.id = ?', [String(version!.id)]);
    expect(held).toMatchObject({ status: 'unknown', restore_status: 'listed' });
    const findings = await seeded.rows('select rule, class_name from scan_findings');
    expect(findings.map((row) => ({ ...row }))).toEqual([{ rule: 'process-execution', class_name: 'com.example.autoupdate.Updater' }]);
  });
});
