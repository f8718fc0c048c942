// Background work reaches whichever waitUntil the platform offers, and its failures are logged, not thrown.
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { inBackground, requestInBackground } from './background.ts';

const appRunning = (task: () => Promise<unknown>) =>
  new Hono().get('/', (c) => {
    inBackground(c, task(), 'Test work');
    return c.text('sent');
  });

describe('inBackground', () => {
  it("hands the work to the execution context's waitUntil", async () => {
    const waitUntil = vi.fn();
    await appRunning(async () => 'done').request('/', {}, {}, { waitUntil, passThroughOnException() {}, props: {} });
    expect(waitUntil).toHaveBeenCalledTimes(1);
    await expect(waitUntil.mock.calls[0]![0]).resolves.toBe('done');
  });

  it("falls back to the waitUntil Astro's Cloudflare adapter puts on the request", async () => {
    const waitUntil = vi.fn();
    const request = new Request('http://kiln.test/');
    Reflect.set(request, Symbol.for('astro.renderOptions'), { waitUntil });
    await appRunning(async () => 'done').fetch(request);
    expect(waitUntil).toHaveBeenCalledTimes(1);
  });

  it('logs a failure instead of failing the response', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await appRunning(async () => { throw new Error('disk full'); }).request('/');
      expect(await response.text()).toBe('sent');
      await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Test work failed', expect.objectContaining({ message: 'disk full' })));
    } finally {
      log.mockRestore();
    }
  });
});

describe('requestInBackground', () => {
  it("hands a page's work to the waitUntil on its request, and logs a failure", async () => {
    const waitUntil = vi.fn();
    const request = new Request('http://kiln.test/');
    Reflect.set(request, Symbol.for('astro.renderOptions'), { waitUntil });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      requestInBackground(request, Promise.reject(new Error('disk full')), 'Page work');
      expect(waitUntil).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Page work failed', expect.objectContaining({ message: 'disk full' })));
    } finally {
      log.mockRestore();
    }
  });
});
