// The latency line's arithmetic: the median of the samples, whole milliseconds, and nothing when a region fails.
import { describe, expect, it } from 'vitest';
import { measureLatency, median, type Timer } from './latency.ts';

/** A clock that moves by the next duration during each request, and a fetch answering `status`. */
function fakeTimer(durations: number[], status = 204): Timer & { calls: RequestInit[] } {
  let clock = 0;
  const calls: RequestInit[] = [];
  return {
    calls,
    now: () => clock,
    fetch: async (_url, init) => {
      calls.push(init);
      clock += durations.shift() ?? 0;
      return new Response(null, { status });
    },
  };
}

describe('median', () => {
  it('takes the middle sample, or the mean of the middle two', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
  });
});

describe('measureLatency', () => {
  it('times every sample uncached and leaves the slow first connection out', async () => {
    const timer = fakeTimer([180, 22.4, 25, 23.2, 31]);
    expect(await measureLatency('https://na.example/ping', timer)).toBe(25);
    expect(timer.calls).toHaveLength(5);
    expect(timer.calls.every((init) => init.cache === 'no-store' && init.mode === 'cors')).toBe(true);
  });

  it('never shows 0 ms for a region next door', async () => {
    expect(await measureLatency('/ping', fakeTimer([0.2, 0.3, 0.1]), 3)).toBe(1);
  });

  it('shows nothing for a region that does not answer, or answers with an error', async () => {
    expect(await measureLatency('/ping', fakeTimer([10], 503))).toBeNull();
    const failing: Timer = { now: () => 0, fetch: async () => { throw new TypeError('Failed to fetch'); } };
    expect(await measureLatency('/ping', failing)).toBeNull();
  });
});
