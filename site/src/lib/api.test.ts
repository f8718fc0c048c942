// The islands' API client: request encoding, the loading flag, and failures reported once as toasts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loading } from '../islands/shared/stores/loading.ts';
import { toasts } from '../islands/shared/stores/toasts.ts';
import { ApiRequestError, configureApi, searchProjects } from './api.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  toasts.set([]);
  configureApi({ errorTitle: 'An error occurred' });
});
afterEach(() => vi.unstubAllGlobals());

describe('searchProjects', () => {
  it('sends the contract’s parameters and raises the loading flag while waiting', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => { answer = resolve; }));
    vi.stubGlobal('fetch', fetch);
    const pending = searchProjects({ query: 'sky', facets: [['project_type:mod'], ['versions:1.21']], index: 'downloads', offset: 20, limit: 10 });
    expect(loading.get()).toBe(1);
    answer(json({ hits: [], offset: 20, limit: 10, total_hits: 0 }));
    const response = await pending;
    expect(response.total_hits).toBe(0);
    expect(loading.get()).toBe(0);
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://x');
    expect(url.pathname).toBe('/v2/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'sky', facets: '[["project_type:mod"],["versions:1.21"]]', index: 'downloads', offset: '20', limit: '10',
    });
  });

  it('reports an API error as an "An error occurred" toast with its description and code', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'invalid_input', description: "invalid index 'x'" }, 400)));
    await expect(searchProjects({})).rejects.toBeInstanceOf(ApiRequestError);
    expect(toasts.get()).toMatchObject([{ type: 'error', title: 'An error occurred', text: "invalid index 'x'", errorCode: 'invalid_input' }]);
  });

  it('reports a network failure, but not a request that was superseded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(searchProjects({})).rejects.toThrow('Failed to fetch');
    expect(toasts.get()).toHaveLength(1);

    const controller = new AbortController();
    vi.stubGlobal('fetch', vi.fn(async () => { controller.abort(); throw new DOMException('aborted', 'AbortError'); }));
    await expect(searchProjects({}, { signal: controller.signal })).rejects.toThrow('aborted');
    expect(toasts.get()).toHaveLength(1);
  });
});
