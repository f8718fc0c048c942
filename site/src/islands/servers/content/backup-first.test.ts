// "Back up the server first": the modpack waits for the new backup to be ready, and is not installed when it failed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackupState } from '#contracts/server-backups.ts';
import { backUpFirst } from './backup-first.ts';

/** The backups API as the page sees it: the create answer, then one list per poll. */
function fakeApi(states: BackupState[]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (init.method === 'POST') return Response.json({ id: 'b1', state: 'queued' }, { status: 202 });
    const state = states.shift() ?? 'creating';
    return Response.json({ backups: [{ id: 'b0', state: 'ready' }, { id: 'b1', state }], limit: 3, auto: { interval_hours: null, next: null }, busy: false });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function settle(promise: Promise<boolean>) {
  let done: boolean | undefined;
  void promise.then((value) => (done = value));
  for (let tick = 0; tick < 20 && done === undefined; tick++) await vi.advanceTimersByTimeAsync(1500);
  return done;
}

describe('backUpFirst', () => {
  it('creates a named backup and resolves once it is ready', async () => {
    vi.useFakeTimers();
    const calls = fakeApi(['queued', 'creating', 'ready']);
    expect(await settle(backUpFirst('s1', 'Before installing Pack'))).toBe(true);
    expect(calls[0]).toEqual({ method: 'POST', url: '/_internal/v3/servers/s1/backups', body: { name: 'Before installing Pack' } });
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(3);
  });

  it('says no when the backup failed', async () => {
    vi.useFakeTimers();
    fakeApi(['creating', 'create_failed']);
    expect(await settle(backUpFirst('s1', 'Before'))).toBe(false);
  });
});
