// A refused sign-up or sign-in hands what was typed back to its form (never a password), for that page alone.
import { describe, expect, it } from 'vitest';
import { decodeFormEcho } from '#contracts/form-echo.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();

function post(path: string, fields: Record<string, string>) {
  return fetch(context.server.url + path, {
    method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers: { origin: context.server.url },
  });
}

/** The echo cookie of a response, with its attributes. */
function echoOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('kiln_form='));
  if (!cookie) return null;
  return { echo: decodeFormEcho(/^kiln_form=([^;]*)/.exec(cookie)![1]), attributes: cookie };
}

describe('form echo', () => {
  it('a refused sign-up keeps username, email and the subscription, not the passwords', async () => {
    const response = await post('/_internal/auth/sign-up', {
      username: 'Echo.Crafter', email: 'echo@example.test', password: 'obsidian-lantern-42', confirm: 'different-lantern-42', subscribe: 'on',
    });
    expect(response.headers.get('location')).toContain('error=passwordMismatch');
    const kept = echoOf(response);
    expect(kept?.echo).toEqual({ form: 'sign-up', values: { username: 'Echo.Crafter', email: 'echo@example.test', subscribe: 'on' } });
    expect(kept?.attributes).toMatch(/Path=\/auth\/sign-up; Max-Age=60; HttpOnly; SameSite=Lax/);
    expect(kept?.attributes).not.toMatch(/lantern/);
  });

  it('a refused sign-in keeps the identifier, not the password', async () => {
    const response = await post('/_internal/auth/sign-in', { identifier: 'nobody@example.test', password: 'wrong-password-x' });
    expect(response.headers.get('location')).toBe('/auth/sign-in?error=credentials');
    expect(echoOf(response)?.echo).toEqual({ form: 'sign-in', values: { identifier: 'nobody@example.test' } });
  });

  it('a successful sign-up hands nothing back', async () => {
    const response = await post('/_internal/auth/sign-up', {
      username: 'EchoDone', email: 'echo-done@example.test', password: 'obsidian-lantern-42', confirm: 'obsidian-lantern-42',
    });
    expect(response.headers.get('location')).toBe('/auth/welcome');
    expect(echoOf(response)).toBeNull();
  });
});
