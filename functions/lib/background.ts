// Work that must not delay a response: handed to the platform's waitUntil where there is one, else left running.
import type { Context } from 'hono';

/** Set by Astro's adapters on the Request it hands to site/src/fetch.ts; carries the Workers waitUntil. */
const ASTRO_RENDER_OPTIONS = Symbol.for('astro.renderOptions');

type WaitUntil = (promise: Promise<unknown>) => void;

function platformWaitUntil(c: Context): WaitUntil | undefined {
  // Hono's executionCtx getter throws instead of returning undefined when the adapter gave no context.
  let context: { waitUntil?: WaitUntil } | undefined;
  try {
    context = c.executionCtx;
  } catch {
    context = Reflect.get(c.req.raw, ASTRO_RENDER_OPTIONS) as { waitUntil?: WaitUntil } | undefined;
  }
  return context?.waitUntil?.bind(context);
}

const settle = (task: Promise<unknown>, what: string) => task.catch((error: unknown) => console.error(`${what} failed`, error));

/** Failures are logged, never surfaced: the response they belong to is already on its way. */
export function inBackground(c: Context, task: Promise<unknown>, what: string): void {
  const settled = settle(task, what);
  platformWaitUntil(c)?.(settled);
}

/** The same for a page, whose request Astro hands over without Hono's context. */
export function requestInBackground(request: Request, task: Promise<unknown>, what: string): void {
  const context = Reflect.get(request, ASTRO_RENDER_OPTIONS) as { waitUntil?: WaitUntil } | undefined;
  const settled = settle(task, what);
  context?.waitUntil?.call(context, settled);
}
