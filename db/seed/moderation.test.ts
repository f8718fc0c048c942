// The seeded moderation data: the player's open and closed reports with threads, queued projects' submissions, and
// enough past decisions for a typical wait; the same seed gives the same rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typicalWaitMs } from '#moderation';
import { SEED_BASE_DATE } from './generate.ts';
import { seedModeration } from './moderation.ts';
import { seedTestDatabase, type SeededDatabase } from './test-support.ts';

let seeded: SeededDatabase;

beforeAll(async () => {
  seeded = await seedTestDatabase('moderation', 60);
  await seedModeration(seeded.database.db, { seed: 'moderation' });
});
afterAll(() => seeded?.dispose());

describe('the seeded moderation data', () => {
  it('gives the player an open report with a staff reply and a private note, and a closed one', async () => {
    const reports = await seeded.rows(`select r.report_type, r.closed, u.username from reports r join users u on u.id = r.reporter_id order by r.created`);
    expect(reports.map((row) => `${row.username}:${row.report_type}:${row.closed}`)).toEqual(['player:copyright:1', 'player:spam:0', 'player:name-squatting:0']);
    const bodies = await seeded.rows(`select json_extract(m.body, '$.type') as type, json_extract(m.body, '$.private') as private
      from thread_messages m join reports r on r.thread_id = m.thread_id where r.report_type = 'spam' order by m.created`);
    expect(bodies.map((row) => `${row.type}:${row.private}`)).toEqual(['text:1', 'text:0', 'text:0']);
  });

  it('starts every queued project’s thread with its submission', async () => {
    const missing = await seeded.rows(`select p.id from projects p where p.status = 'processing'
      and not exists (select 1 from thread_messages m where m.thread_id = p.thread_id and json_extract(m.body, '$.new_status') = 'processing')`);
    expect(missing).toEqual([]);
    expect((await seeded.rows(`select id from projects where status = 'processing'`)).length).toBeGreaterThan(0);
  });

  it('records past decisions, so the queue has a typical wait', async () => {
    const wait = await typicalWaitMs(seeded.database.db, SEED_BASE_DATE);
    expect(wait).toBeGreaterThan(6 * 3_600_000);
    expect(wait).toBeLessThan(96 * 3_600_000);
  });
});
