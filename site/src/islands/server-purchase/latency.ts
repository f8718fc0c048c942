// A region's latency as seen from this browser: the median time of a few requests to a URL in the region that
// answers at once. The first request pays for the connection too, which the median leaves out.
export const LATENCY_SAMPLES = 5;

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Timer {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now: () => number;
}

/** Whole milliseconds, or null when the region did not answer. */
export async function measureLatency(url: string, timer: Timer, samples = LATENCY_SAMPLES): Promise<number | null> {
  const times: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const started = timer.now();
    try {
      const response = await timer.fetch(url, { cache: 'no-store', mode: 'cors' });
      if (!response.ok) return null;
    } catch {
      return null;
    }
    times.push(timer.now() - started);
  }
  return Math.max(1, Math.round(median(times)));
}
