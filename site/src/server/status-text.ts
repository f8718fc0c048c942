// The reason phrase of a page's status line. Astro keeps "OK" on a page that sets its own status, so browsers showed
// "404 OK"; every response leaves with the phrase of its own status.
import type { MiddlewareHandler } from 'hono';
import statuses from 'statuses';

/** The response itself, or a copy with its status's standard phrase when it carries another status's phrase. */
export function withStatusText(response: Response): Response {
  const phrase = statuses.message[response.status];
  const carried = response.statusText.toLowerCase();
  const othersPhrase = carried !== '' && statuses.code[carried] !== undefined && statuses.code[carried] !== response.status;
  if (!phrase || !othersPhrase) return response;
  return new Response(response.body, { status: response.status, statusText: phrase, headers: response.headers });
}

export const statusText = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.res = withStatusText(c.res);
};
