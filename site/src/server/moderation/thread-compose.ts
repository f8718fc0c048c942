// The compose box under a thread, as a page's loader prepares it: where a message returns to, and the draft of a refused post.
import type { AstroGlobal } from 'astro';
import { echoFor, takeFormEcho } from '../form-echo.ts';

export interface ThreadCompose {
  /** Where the message goes back to after posting. */
  redirect: string;
  allowPrivate: boolean;
  /** What was typed before a refused post. */
  draft: string;
  error: string | null;
}

const COMPOSE_ERRORS = ['empty', 'refused'];

/** Reads the page's echo of a refused reply, once. */
export function threadCompose(astro: AstroGlobal, allowPrivate: boolean): ThreadCompose {
  const draft = echoFor(takeFormEcho(astro), 'reply')?.body;
  const error = astro.url.searchParams.get('error');
  return {
    redirect: astro.url.pathname,
    allowPrivate,
    draft: typeof draft === 'string' ? draft : '',
    error: error && COMPOSE_ERRORS.includes(error) ? error : null,
  };
}
