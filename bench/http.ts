// HTTP load through autocannon: requests/s and latency percentiles for one route.
import autocannon from 'autocannon';

export interface HttpFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function loadTest(url: string, options: { method?: string; body?: string; headers?: Record<string, string>; duration: number; connections: number }): Promise<HttpFigures> {
  const result = await autocannon({
    url,
    method: (options.method ?? 'GET') as 'GET',
    body: options.body,
    headers: options.headers,
    duration: options.duration,
    connections: options.connections,
  });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
}
