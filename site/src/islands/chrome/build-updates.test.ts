// The after-deploy helpers: the reload guard, what counts as a failed lazy load, and the build-id poll.
import { describe, expect, it, vi } from 'vitest';
import { isLazyLoadFailure, reloadOnce, RELOAD_GUARD_MS, servedBuild } from './build-updates.ts';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('reloadOnce', () => {
  it('reloads once, then not again until the guard has passed', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, 1_000_000, reload)).toBe(true);
    expect(reloadOnce(storage, 1_000_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadOnce(storage, 1_000_000 + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('isLazyLoadFailure', () => {
  it('recognises failed dynamic imports in each browser, and nothing else', () => {
    expect(isLazyLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://kiln.gg/_astro/a.js'))).toBe(true);
    expect(isLazyLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isLazyLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLazyLoadFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isLazyLoadFailure(undefined)).toBe(false);
  });
});

describe('servedBuild', () => {
  it('asks past every cache and reads the id; no answer is no build', async () => {
    const fetcher = vi.fn(async () => new Response('abc-123\n'));
    expect(await servedBuild(fetcher as unknown as typeof fetch, 42)).toBe('abc-123');
    expect(fetcher).toHaveBeenCalledWith('/build-id.txt?t=42', { cache: 'no-store' });
    expect(await servedBuild((async () => new Response('', { status: 404 })) as unknown as typeof fetch, 1)).toBeNull();
    expect(await servedBuild((async () => { throw new TypeError('offline'); }) as unknown as typeof fetch, 1)).toBeNull();
  });
});
