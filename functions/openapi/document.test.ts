// The OpenAPI document: valid structure, every documented route exists, parameters come from the route schemas.
import { describe, expect, it } from 'vitest';
import { useTestServer } from '#testing/server.ts';
import { OPERATIONS } from './operations.ts';

const context = useTestServer();

describe('GET /openapi.json', () => {
  it('describes every operation with parameters taken from the zod schemas', async () => {
    const document = await (await fetch(`${context.server.url}/openapi.json`)).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/v2/search');
    const search = document.paths['/v2/search'].get;
    const names = search.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['query', 'facets', 'index', 'offset', 'limit']));
    const ids = document.paths['/v2/projects'].get.parameters.find((p: { name: string }) => p.name === 'ids');
    expect(ids).toMatchObject({ in: 'query', required: true, schema: { type: 'string' } });
    expect(document.paths['/v2/version_files'].post.requestBody.content['application/json'].schema.properties.hashes.type).toBe('array');
  });

  it('documents only routes that exist: none answers "route does not exist"', async () => {
    for (const operation of OPERATIONS.filter((op) => op.method === 'get' && op.path.startsWith('/v2/'))) {
      const path = operation.path.replace(/\{[^}]+\}/g, 'AAAAAAAA');
      const response = await fetch(context.server.url + path);
      const body = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
      expect(body?.description ?? '', `${operation.path}`).not.toBe('the requested route does not exist');
    }
  });
});
