// A server's console on the node: bounded in memory, handed to watchers at once, kept in logs/ across starts.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConsoleLog } from './console-log.ts';
import { nodeDirectory, removeNodeDirectories } from './driver-testing.ts';

afterAll(removeNodeDirectories);

describe('ConsoleLog', () => {
  it('keeps the last lines only and tells watchers until they stop watching', () => {
    const log = new ConsoleLog(join(nodeDirectory('console'), 'logs'), 3);
    const seen: string[] = [];
    const stop = log.watch((line) => seen.push(line.text));
    for (const text of ['a', 'b', 'c', 'd']) log.append(text);
    stop();
    log.append('e');
    expect(log.recent(10).map((line) => line.text)).toEqual(['c', 'd', 'e']);
    expect(log.recent(1).map((line) => line.text)).toEqual(['e']);
    expect(log.recent(0)).toEqual([]);
    expect(seen).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops a watcher that throws and still tells the others', () => {
    const log = new ConsoleLog(join(nodeDirectory('console'), 'logs'));
    const seen: string[] = [];
    log.watch(() => {
      throw new Error('socket closed');
    });
    log.watch((line) => seen.push(line.text));
    log.append('one');
    log.append('two');
    expect(seen).toEqual(['one', 'two']);
  });

  it('writes latest.log, moves it aside on each start keeping the newest ten, and reads it back after a restart', () => {
    const logs = join(nodeDirectory('console'), 'logs');
    const log = new ConsoleLog(logs);
    for (let start = 0; start < 12; start++) {
      log.rotate(new Date('2026-11-25T12:00:00Z'));
      log.append(`run ${start}`);
    }
    log.closeFile();
    expect(readFileSync(join(logs, 'latest.log'), 'utf8')).toBe('run 11\n');
    const rotated = readdirSync(logs).filter((name) => name !== 'latest.log');
    expect(rotated).toHaveLength(10);
    expect(existsSync(join(logs, '2026-11-25-11.log'))).toBe(true);
    expect(readFileSync(join(logs, '2026-11-25-11.log'), 'utf8')).toBe('run 10\n');

    writeFileSync(join(logs, 'latest.log'), 'one\ntwo\n');
    expect(new ConsoleLog(logs).recent(10).map((line) => line.text)).toEqual(['one', 'two']);
  });
});
