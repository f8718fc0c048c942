// Which requests the Node server hands straight to the app: every route only the app answers, and no page.
import { describe, expect, it } from 'vitest';
import { APP_ONLY_PATH } from './answer-lane.ts';

describe('the app-only paths', () => {
  it.each(['/v2/tag/loader', '/v2', '/v3/servers?x=1', '/cdn/data/a/b.jar', '/updates/sodium/forge_updates.json', '/_internal/billing/subscribe', '/api/remote/servers'])('sends %s to the app', (path) => {
    expect(APP_ONLY_PATH.test(path)).toBe(true);
  });

  it.each(['/', '/mods', '/mod/sodium', '/v2tag', '/v3x/servers', '/api', '/api/remote-x', '/settings/billing', '/_astro/app.js', '/_dev/mail'])('leaves %s to the site', (path) => {
    expect(APP_ONLY_PATH.test(path)).toBe(false);
  });
});
