// Status lines: a page that set its own status no longer says "404 OK"; a right or custom phrase is left alone.
import { describe, expect, it } from 'vitest';
import { withStatusText } from './status-text.ts';

const page = (status: number, statusText?: string) =>
  new Response('<h1>Page</h1>', { status, statusText, headers: [['content-type', 'text/html'], ['set-cookie', 'a=1'], ['set-cookie', 'b=2']] });

describe('withStatusText', () => {
  it('replaces the phrase of another status with the status’s own, keeping body and headers', async () => {
    for (const [status, phrase] of [[404, 'Not Found'], [400, 'Bad Request'], [429, 'Too Many Requests'], [503, 'Service Unavailable']] as const) {
      const fixed = withStatusText(page(status, 'OK'));
      expect([fixed.status, fixed.statusText]).toEqual([status, phrase]);
      expect(fixed.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      expect(await fixed.text()).toBe('<h1>Page</h1>');
    }
  });

  it('leaves a right phrase, a custom phrase and no phrase as they are', () => {
    for (const response of [page(200, 'OK'), page(404, 'Not Found'), page(404, 'Nothing Here'), page(404)]) {
      expect(withStatusText(response)).toBe(response);
    }
  });
});
