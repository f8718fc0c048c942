// Contract tests of the Typesense adapter against a fake Typesense HTTP server: the documented request shapes
// go out (paths, API key header, JSONL imports, search parameters) and documented responses are read back.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchDocument, SearchEngine } from '../port.ts';
import { createTypesenseSearchEngine } from './engine.ts';
import { toFilterBy } from './filter.ts';

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  apiKey: string | undefined;
  body: string;
}

type Reply = { status?: number; body: unknown; jsonl?: boolean };

let server: Server;
let engine: SearchEngine;
let requests: Recorded[] = [];
let reply: (request: Recorded) => Reply;

const doc = (id: string, title: string): SearchDocument => ({
  project_id: id, project_type: 'mod', all_project_types: ['mod'], slug: title.toLowerCase(), author: 'someone', author_id: 'u1',
  organization: null, organization_id: null, title, description: 'A mod.', categories: ['fabric'], display_categories: ['fabric'],
  versions: ['1.21.1'], downloads: 5, follows: 1, icon_url: '', date_created: '2025-01-01T00:00:00.000+00:00',
  date_modified: '2025-01-01T00:00:00.000+00:00', latest_version: '', license: 'MIT', client_side: 'required', server_side: 'optional',
  environment: [], disclosure_types: [], gallery: [], featured_gallery: null, color: null, project_type_v3: 'mod', open_source: true,
  created_timestamp: 1735689600, modified_timestamp: 1735689600,
});

async function read(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://typesense.test');
    const recorded = {
      method: request.method!, path: url.pathname, query: url.searchParams,
      apiKey: request.headers['x-typesense-api-key'] as string | undefined, body: await read(request),
    };
    requests.push(recorded);
    const { status = 200, body, jsonl } = reply(recorded);
    response.writeHead(status, { 'content-type': jsonl ? 'text/plain' : 'application/json' });
    response.end(jsonl ? (body as unknown[]).map((line) => JSON.stringify(line)).join('\n') : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  engine = createTypesenseSearchEngine({ url: `http://127.0.0.1:${port}`, apiKey: 'test-key' });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests = [];
  reply = () => ({ status: 500, body: { message: 'unexpected request' } });
});

describe('Typesense adapter', () => {
  it('searches with weighted fields, prefix and typos, the filter, the sort and a page', async () => {
    reply = () => ({ body: { found: 31, out_of: 100, page: 3, search_time_ms: 1, hits: [{ document: { id: 'AAAAAAAA', ...doc('AAAAAAAA', 'Sodium') }, text_match: 100 }] } });
    const result = await engine.search({
      query: 'sodium', sort: 'relevance', offset: 20, limit: 10,
      filter: { op: 'and', children: [{ op: 'in', field: 'categories', values: ['fabric', 'quilt'] }, { op: 'in', field: 'game_versions', values: ['1.21.1'] }] },
    });
    expect(result).toEqual({ total: 31, hits: [doc('AAAAAAAA', 'Sodium')] });
    const [request] = requests;
    expect(request).toMatchObject({ method: 'GET', path: '/collections/projects/documents/search', apiKey: 'test-key' });
    expect(Object.fromEntries(request!.query)).toEqual({
      q: 'sodium', query_by: 'title,description,categories,author', query_by_weights: '4,2,1,1', prefix: 'true', num_typos: '2',
      filter_by: '(categories:=[`fabric`,`quilt`] && versions:=[`1.21.1`])',
      sort_by: '_text_match(buckets: 10):desc,downloads:desc,created_timestamp:desc', page: '3', per_page: '10',
    });
  });

  it('browses everything with q=* and a plain sort when there is no text or filter', async () => {
    reply = () => ({ body: { found: 0, out_of: 0, page: 1, search_time_ms: 0, hits: [] } });
    expect(await engine.search({ query: '  ', filter: null, sort: 'newest', offset: 0, limit: 5 })).toEqual({ hits: [], total: 0 });
    const query = Object.fromEntries(requests[0]!.query);
    expect(query).toMatchObject({ q: '*', sort_by: 'created_timestamp:desc', page: '1', per_page: '5' });
    expect(query.filter_by).toBeUndefined();
  });

  it('upserts documents as JSONL keyed by id', async () => {
    reply = () => ({ body: [{ success: true }, { success: true }], jsonl: true });
    await engine.upsert([doc('AAAAAAAA', 'One'), doc('BBBBBBBB', 'Two')]);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', path: '/collections/projects/documents/import', apiKey: 'test-key' });
    expect(request!.query.get('action')).toBe('upsert');
    expect(request!.body.split('\n').map((line) => JSON.parse(line))).toEqual([
      { id: 'AAAAAAAA', ...doc('AAAAAAAA', 'One') },
      { id: 'BBBBBBBB', ...doc('BBBBBBBB', 'Two') },
    ]);
  });

  it('fails an upsert when Typesense rejects a document', async () => {
    reply = () => ({ body: [{ success: false, error: 'Field `downloads` must be an int64.', code: 400 }], jsonl: true });
    await expect(engine.upsert([doc('AAAAAAAA', 'One')])).rejects.toThrow();
  });

  it('removes documents by a filter on their IDs', async () => {
    reply = () => ({ body: { num_deleted: 2 } });
    await engine.remove(['AAAAAAAA', 'BBBBBBBB']);
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/collections/projects/documents' });
    expect(requests[0]!.query.get('filter_by')).toBe('project_id:=[`AAAAAAAA`,`BBBBBBBB`]');
  });

  it('rebuilds into a new collection, moves the alias and drops the old collection', async () => {
    reply = ({ method, path }) => {
      if (method === 'POST' && path === '/collections') return { status: 201, body: { name: 'created', num_documents: 0, fields: [] } };
      if (method === 'POST') return { body: [{ success: true }], jsonl: true };
      if (method === 'GET' && path === '/aliases/projects') return { body: { name: 'projects', collection_name: 'projects_1' } };
      if (method === 'PUT') return { body: { name: 'projects', collection_name: 'new' } };
      if (method === 'DELETE' && path === '/collections/projects_1') return { body: { name: 'projects_1' } };
      return { status: 500, body: { message: 'unexpected' } };
    };
    await engine.replaceAll([doc('AAAAAAAA', 'One')]);
    const create = JSON.parse(requests[0]!.body);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/collections' });
    expect(create.name).toMatch(/^projects_\d+$/);
    expect(create.default_sorting_field).toBe('downloads');
    expect(create.fields).toEqual(expect.arrayContaining([
      { name: 'title', type: 'string', sort: true }, { name: 'categories', type: 'string[]', facet: true },
      { name: 'downloads', type: 'int64', sort: true }, { name: 'open_source', type: 'bool', facet: true },
    ]));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /collections', `POST /collections/${create.name}/documents/import`, 'GET /aliases/projects',
      'PUT /aliases/projects', 'DELETE /collections/projects_1',
    ]);
    expect(JSON.parse(requests[3]!.body)).toEqual({ collection_name: create.name });
  });

  it('counts the documents behind the alias, and zero when there is no index yet', async () => {
    reply = () => ({ body: { name: 'projects_1', num_documents: 12, fields: [] } });
    expect(await engine.count()).toBe(12);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/collections/projects' });
    reply = () => ({ status: 404, body: { message: 'Not Found' } });
    expect(await engine.count()).toBe(0);
  });
});

describe('filter_by translation', () => {
  it('pushes negations down to the conditions', () => {
    expect(toFilterBy({
      op: 'not',
      child: { op: 'or', children: [
        { op: 'in', field: 'license', values: ['MIT'] },
        { op: 'range', field: 'downloads', operator: '>=', value: 100 },
        { op: 'not', child: { op: 'in', field: 'open_source', values: [true] } },
      ] },
    })).toBe('(license:!=[`MIT`] && downloads:<100 && open_source:=[true])');
  });

  it('drops conditions that match everything and keeps those that match nothing', () => {
    expect(toFilterBy({ op: 'and', children: [{ op: 'all' }, { op: 'in', field: 'project_types', values: ['mod'] }] })).toBe('all_project_types:=[`mod`]');
    expect(toFilterBy({ op: 'or', children: [{ op: 'all' }, { op: 'in', field: 'name', values: ['x'] }] })).toBeUndefined();
    expect(toFilterBy({ op: 'not', child: { op: 'all' } })).toBe('created_timestamp:<0');
  });
});
