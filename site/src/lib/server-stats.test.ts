// The panel's numbers in words: sizes, uptime, shares of the plan, players, and which power buttons a state allows.
import { describe, expect, it } from 'vitest';
import type { ServerStatsView } from '#contracts/servers.ts';
import { formatBytes, formatUptime, statsText } from './server-stats.ts';
import { powerAllowed } from './server-power.ts';

const MB = 1024 * 1024;
const words = { ofLimit: '{{used}} of {{limit}}', playersCount: '{{online}} / {{max}}', noPlayers: 'Nobody', playersUnknown: 'Unknown', offline: 'Not running' };
const running: ServerStatsView = {
  state: 'running', cpu_percent: 12.5, memory_bytes: 1024 * MB, memory_limit_bytes: 4096 * MB, disk_bytes: 512 * MB, disk_limit_bytes: 32_768 * MB,
  uptime_ms: (26 * 60 + 5) * 60_000, players: { online: 2, max: 5, sample: ['Alex', 'Steve'] },
};

describe('the panel\'s numbers', () => {
  it('words sizes in megabytes below a gigabyte and gigabytes above', () => {
    expect(formatBytes(512 * MB, 'en-US')).toBe('512 MB');
    expect(formatBytes(1536 * MB, 'en-US')).toBe('1.5 GB');
    expect(formatBytes(4096 * MB, 'en-US')).toBe('4 GB');
  });

  it('words uptime in its two largest units', () => {
    expect(formatUptime((26 * 60 + 5) * 60_000, 'en-US')).toBe('1d 2h');
    expect(formatUptime(5 * 60_000 + 30_000, 'en-US')).toBe('5m');
    expect(formatUptime(0, 'en-US')).toBe('0m');
  });

  it('shows memory as a share of the plan, or in megabytes when the owner prefers', () => {
    expect(statsText(running, false, words, 'en-US')).toMatchObject({ cpu: '12.5%', memory: '25%', memoryDetail: '1 GB of 4 GB', storage: '1.6%', uptime: '1d 2h', players: '2 / 5', playerNames: 'Alex, Steve' });
    expect(statsText(running, true, words, 'en-US')).toMatchObject({ memory: '1 GB', memoryDetail: 'of 4 GB' });
  });

  it('says a stopped server is not running and its players are not known', () => {
    expect(statsText({ ...running, state: 'stopped', players: null }, false, words, 'en-US')).toMatchObject({ uptime: 'Not running', players: '—', playerNames: 'Unknown' });
  });
});

describe('the power buttons', () => {
  it('start from rest, stop and restart while up, kill while stopping, nothing while suspended or installing', () => {
    expect(powerAllowed('stopped', 'start')).toBe(true);
    expect(powerAllowed('crashed', 'start')).toBe(true);
    expect(powerAllowed('running', 'start')).toBe(false);
    expect(powerAllowed('running', 'stop')).toBe(true);
    expect(powerAllowed('starting', 'restart')).toBe(true);
    expect(powerAllowed('running', 'kill')).toBe(false);
    expect(powerAllowed('stopping', 'kill')).toBe(true);
    for (const state of ['suspended', 'installing', 'upgrading', 'connection_lost'] as const) {
      expect(['start', 'stop', 'restart', 'kill'].some((action) => powerAllowed(state, action as 'start'))).toBe(false);
    }
  });
});
