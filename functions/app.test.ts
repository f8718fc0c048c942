// The app's error contract: unknown routes, deprecated API, JSON info for API clients.
import { describe, expect, it } from 'vitest';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();

describe('API errors', () => {
  it('answers an unknown /v2 route with a JSON not_found body', async () => {
    for (const path of ['/v2/does-not-exist', '/v2', '/v3/nothing/here', '/_internal/nope']) {
      const response = await fetch(context.server.url + path, { method: path === '/v2' ? 'POST' : 'GET' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found', description: 'the requested route does not exist' });
    }
  });

  it('answers the retired v1 API with 410 api_deprecated', async () => {
    const response = await fetch(`${context.server.url}/api/v1/mod`);
    expect(response.status).toBe(410);
    expect((await response.json()).error).toBe('api_deprecated');
  });

  it('describes itself at / for JSON clients', async () => {
    const response = await fetch(`${context.server.url}/`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    const info = await response.json();
    expect(info.about).toBe('Welcome traveler!');
    expect(info.name).toBe('kiln');
  });

  it('answers CORS preflights for any origin', async () => {
    const response = await fetch(`${context.server.url}/v2/tag/loader`, {
      method: 'OPTIONS',
      headers: { origin: 'https://launcher.example', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-max-age')).toBe('3600');
  });
});
