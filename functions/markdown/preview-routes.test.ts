import { describe, expect, it } from 'vitest';
import { createSession } from '../access/sessions/store.ts';
import { makeUser } from '#testing/factory.ts';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();

async function signedIn() {
  const user = await makeUser(context.database.db);
  const session = await createSession(context.database.db, user.id, {});
  return { cookie: `kiln_session=${session.token}`, origin: context.server.url };
}

const preview = (markdown: unknown, headers: Record<string, string>) =>
  request(context.server.url, '/_internal/markdown/preview', { method: 'POST', headers, json: { markdown } });

describe('POST /_internal/markdown/preview', () => {
  it('renders Markdown through the sanitizing renderer: scripts and event handlers are gone', async () => {
    const headers = await signedIn();
    const answer = await preview('# Hello\n\n<script>alert(1)</script>\n\n<img src="https://i.imgur.com/a.png" onerror="alert(2)">\n\n[x](javascript:alert(3))', headers);
    expect(answer.status).toBe(200);
    expect(answer.body.html).toContain('<h1>Hello</h1>');
    expect(answer.body.html).toContain('src="https://i.imgur.com/a.png"');
    expect(answer.body.html).not.toMatch(/<script|onerror|javascript:/);
  });

  it('rejects a body longer than a project description may be', async () => {
    const answer = await preview('x'.repeat(65537), await signedIn());
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('request_error');
  });

  it('needs a signed-in viewer and a same-origin request', async () => {
    const anonymous = await preview('hi', { origin: context.server.url });
    expect(anonymous.status).toBe(401);
    const { cookie } = await signedIn();
    const crossSite = await preview('hi', { cookie, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(401);
    expect(crossSite.body.description).toBe('Cross-site requests are not allowed here');
  });
});
