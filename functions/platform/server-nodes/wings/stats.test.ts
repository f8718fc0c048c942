// Wings' figures as Kiln shows them: CPU as a share of the whole node, nothing live while a server is stopped, and
// the console token's claims.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { signConsoleToken } from './console-token.ts';
import { normalizeCpu, toServerStats, type WingsServerDetails } from './stats.ts';

const details = (state: string): WingsServerDetails => ({
  state, utilization: { memory_bytes: 10, memory_limit_bytes: 100, cpu_absolute: 350, uptime: 1234.6, disk_bytes: 7 },
});

describe('wings stats', () => {
  it('divides cpu_absolute (cores × 100 at most) by the node cores', () => {
    expect(normalizeCpu(350, 8)).toBe(43.75);
    expect(normalizeCpu(900, 8)).toBe(100);
    expect(normalizeCpu(-1, 8)).toBe(0);
    expect(normalizeCpu(Number.NaN, 8)).toBe(0);
  });

  it('maps states and zeroes live figures of a stopped or installing server', () => {
    expect(toServerStats(details('running'), 4, null)).toEqual({ state: 'running', cpuPercent: 87.5, memoryBytes: 10, memoryLimitBytes: 100, diskBytes: 7, uptimeMs: 1235 });
    expect(toServerStats(details('offline'), 4, null)).toMatchObject({ state: 'offline', cpuPercent: 0, memoryBytes: 0, uptimeMs: 0, diskBytes: 7 });
    expect(toServerStats(details('offline'), 4, 'install_failed').state).toBe('install_failed');
    expect(toServerStats(details('weird'), 4, null).state).toBe('offline');
  });

  it('signs console tokens with the claims Wings checks', async () => {
    const now = Date.UTC(2026, 10, 26, 12, 0, 0);
    const claims = decodeJwt(await signConsoleToken({ nodeToken: 'secret-secret-secret', serverUuid: 'u-1', issuer: 'https://kiln.example', audience: 'https://node:8080' }, now));
    expect(claims).toMatchObject({ server_uuid: 'u-1', permissions: ['websocket.connect', 'control.console'], iat: now / 1000, exp: now / 1000 + 600, iss: 'https://kiln.example' });
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
  });
});
