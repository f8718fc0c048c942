// The Backups page's reading of a backup list: polling, the busy rule, per-row actions, the save button and sizes.
import { describe, expect, it } from 'vitest';
import type { BackupList, BackupView } from '#contracts/server-backups.ts';
import { actionAllowed, autoSaveDisabled, formatMoment, formatSize, intervalHours, intervalValue, isBusy, needsPolling } from './server-backups.ts';

const backup = (overrides: Partial<BackupView> = {}): BackupView => ({
  id: 'b1', name: 'Nightly', state: 'ready', automated: false, locked: false, created: '2026-01-01T00:00:00Z',
  completed: '2026-01-01T00:01:00Z', size_bytes: 2048, ...overrides,
});
const list = (backups: BackupView[], busy = false): BackupList => ({ backups, limit: 3, auto: { interval_hours: null, next: null }, busy });

describe('polling and the busy rule', () => {
  it('polls while anything is queued, creating, restoring or preparing a download, and stops when all have settled', () => {
    for (const state of ['queued', 'creating', 'restoring', 'preparing_download'] as const) expect(needsPolling(list([backup({ state })]))).toBe(true);
    expect(needsPolling(list([backup(), backup({ state: 'create_failed' }), backup({ state: 'download_failed' })]))).toBe(false);
  });

  it('counts a create or restore as busy, whether a row or the server says so, but not a download being prepared', () => {
    expect(isBusy(list([backup({ state: 'creating' })]))).toBe(true);
    expect(isBusy(list([backup()], true))).toBe(true);
    expect(isBusy(list([backup({ state: 'preparing_download' })]))).toBe(false);
  });
});

describe('actions on one backup', () => {
  it('allows nothing while the server is busy', () => {
    for (const action of ['restore', 'download', 'rename', 'lock', 'delete'] as const) expect(actionAllowed(backup(), action, true)).toBe(false);
  });

  it('restores and downloads only backups whose archive exists, and retries a failed download', () => {
    expect(actionAllowed(backup(), 'restore', false)).toBe(true);
    expect(actionAllowed(backup({ state: 'download_failed' }), 'download', false)).toBe(true);
    expect(actionAllowed(backup({ state: 'create_failed' }), 'restore', false)).toBe(false);
    expect(actionAllowed(backup({ state: 'create_failed' }), 'download', false)).toBe(false);
  });

  it('keeps a locked backup from being deleted until it is unlocked', () => {
    expect(actionAllowed(backup({ locked: true }), 'delete', false)).toBe(false);
    expect(actionAllowed(backup({ locked: true }), 'lock', false)).toBe(true);
    expect(actionAllowed(backup({ state: 'create_failed' }), 'delete', false)).toBe(true);
  });
});

describe('automatic backups form', () => {
  it('round-trips the select value and disables saving an unchanged choice, off included', () => {
    expect(intervalHours(intervalValue(null))).toBeNull();
    expect(intervalHours(intervalValue(24))).toBe(24);
    expect(autoSaveDisabled(null, null)).toBe(true);
    expect(autoSaveDisabled(6, 6)).toBe(true);
    expect(autoSaveDisabled(null, 6)).toBe(false);
    expect(autoSaveDisabled(6, null)).toBe(false);
  });
});

describe('formatSize', () => {
  it('picks the largest unit below 1024 of it, kilobytes at least', () => {
    expect(formatSize(512, 'en-US')).toBe('0.5 kB');
    expect(formatSize(2048, 'en-US')).toBe('2 kB');
    expect(formatSize(5.5 * 1024 * 1024, 'en-US')).toBe('5.5 MB');
    expect(formatSize(3 * 1024 ** 3, 'en-US')).toBe('3 GB');
  });
});

describe('formatMoment', () => {
  it('names the zone: UTC as rendered on the server', () => {
    expect(formatMoment('2026-11-26T06:13:00Z', 'en-US', false)).toBe('Nov 26, 2026, 06:13 AM UTC');
  });
});
