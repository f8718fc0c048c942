// Writes to one database file take turns within the process: a write issued while another client's transaction
// holds the lock waits for it without stalling the event loop, instead of busy-waiting and failing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { mightWrite } from './write-queue.ts';

describe('write queue', () => {
  it('tells statements that might write from reads', () => {
    for (const sql of ['select 1', '  SELECT * FROM t', 'explain select 1', 'pragma foreign_keys', 'with x as (select 1) select * from x']) expect(mightWrite(sql), sql).toBe(false);
    for (const sql of ['insert into t values (1)', 'UPDATE t SET a = 1', 'delete from t', 'pragma foreign_keys = on', 'with x as (select 1) insert into t select * from x', 'create table t (a)']) {
      expect(mightWrite(sql), sql).toBe(true);
    }
  });

  it('lets a transaction finish while another client’s write waits its turn, the event loop free meanwhile', async () => {
    const url = `file:${join(mkdtempSync(join(tmpdir(), 'kiln-queue-')), 'queue.db')}`;
    const first = await openDatabase(url);
    const second = await openDatabase(url);
    try {
      await first.client.execute('create table t (a integer)');
      const transaction = await first.client.transaction('write');
      await transaction.execute('insert into t values (1)');
      const order: string[] = [];
      const waiting = second.client.execute('insert into t values (2)').then(() => order.push('second write'));
      // While the write waits, timers still fire: nothing busy-waits on the loop.
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('timer');
      await transaction.execute('insert into t values (3)');
      await transaction.commit();
      order.push('committed');
      await waiting;
      expect(order).toEqual(['timer', 'committed', 'second write']);
      expect((await second.client.execute('select a from t order by rowid')).rows.map((row) => row.a)).toEqual([1, 3, 2]);
    } finally {
      first.close();
      second.close();
    }
  });

  it('releases the turn when a transaction rolls back', async () => {
    const url = `file:${join(mkdtempSync(join(tmpdir(), 'kiln-queue-')), 'queue.db')}`;
    const database = await openDatabase(url);
    try {
      await database.client.execute('create table t (a integer)');
      const transaction = await database.client.transaction('write');
      await transaction.execute('insert into t values (1)');
      await transaction.rollback();
      await database.client.execute('insert into t values (2)');
      expect((await database.client.execute('select count(*) as n from t')).rows[0]!.n).toBe(1);
    } finally {
      database.close();
    }
  });
});
