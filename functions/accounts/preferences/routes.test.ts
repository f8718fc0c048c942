// The no-JavaScript theme form: sets the color-mode cookie and sends the visitor back, never off-site.
import { describe, expect, it } from 'vitest';
import { createSession, preferredLocaleOf, SESSION_COOKIE } from '#access';
import { makeUser } from '#testing/factory.ts';
import { useTestServer } from '#testing/server.ts';

const context = useTestServer();

const submit = (fields: Record<string, string>) =>
  fetch(`${context.server.url}/_internal/theme`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

describe('POST /_internal/theme', () => {
  it('stores the preference for ten years and redirects back', async () => {
    const response = await submit({ theme: 'retro', back: '/news' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/news');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toContain('color-mode=retro');
    expect(cookie).toContain('Max-Age=315360000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
  });

  it('cycles light and dark from the stored preference, the dark side being the preferred dark theme', async () => {
    const cycle = async (cookie: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${context.server.url}/_internal/theme`, {
        method: 'POST', body: new URLSearchParams({ theme: 'cycle' }), redirect: 'manual', headers: { cookie, ...headers },
      });
      return /color-mode=(\w+)/.exec(response.headers.get('set-cookie')!)![1];
    };
    expect(await cycle('color-mode=light')).toBe('dark');
    expect(await cycle(`color-mode=light; cosmetics=${encodeURIComponent(JSON.stringify({ preferredDarkTheme: 'oled' }))}`)).toBe('oled');
    expect(await cycle('color-mode=retro')).toBe('light');
    // "system" without a hint counts as dark; with the browser's hint it counts as what the system shows.
    expect(await cycle('')).toBe('light');
    expect(await cycle('color-mode=system', { 'sec-ch-prefers-color-scheme': 'light' })).toBe('dark');
  });

  it('refuses to redirect off-site and rejects unknown themes', async () => {
    expect((await submit({ theme: 'dark', back: '//evil.example' })).headers.get('location')).toBe('/');
    expect((await submit({ theme: 'dark', back: 'https://evil.example' })).headers.get('location')).toBe('/');
    const bad = await submit({ theme: 'neon' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('request_error');
  });
});

describe('POST /_internal/cosmetics', () => {
  it('merges a flag into the cosmetics cookie and keeps the other fields', async () => {
    const response = await fetch(`${context.server.url}/_internal/cosmetics`, {
      method: 'POST',
      body: new URLSearchParams({ hideKilnAppPromos: 'true', back: '/mods' }),
      headers: { cookie: `cosmetics=${encodeURIComponent(JSON.stringify({ preferredDarkTheme: 'oled' }))}` },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/mods');
    const cookie = response.headers.get('set-cookie')!;
    const value = JSON.parse(decodeURIComponent(/cosmetics=([^;]+)/.exec(cookie)![1]!));
    expect(value.hideKilnAppPromos).toBe(true);
    expect(value.preferredDarkTheme).toBe('oled');
    expect(cookie).toContain('Max-Age=31536000');
  });
});

describe('POST /_internal/locale', () => {
  const post = (fields: Record<string, string>) =>
    fetch(`${context.server.url}/_internal/locale`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

  it('fixes the language for a year, strictly same-site, and "auto" clears it', async () => {
    const fixed = await post({ locale: 'de-DE', back: '/mods' });
    expect(fixed.status).toBe(303);
    expect(fixed.headers.get('location')).toBe('/mods');
    expect(fixed.headers.get('set-cookie')).toBe('locale=de-DE; Max-Age=31536000; Path=/; SameSite=Strict');
    expect((await post({ locale: 'auto' })).headers.get('set-cookie')).toBe('locale=; Max-Age=0; Path=/; SameSite=Strict');
    expect((await post({ locale: 'de-DE; Path=/evil' })).status).toBe(400);
  });

  it('remembers the choice of a signed-in person for the mails others\' actions send them', async () => {
    const { db } = context.database;
    const user = await makeUser(db);
    const session = await createSession(db, user.id, { locale: 'en-US' });
    const choose = (locale: string, headers: Record<string, string> = {}) => fetch(`${context.server.url}/_internal/locale`, {
      method: 'POST', body: new URLSearchParams({ locale }), redirect: 'manual', headers: { cookie: `${SESSION_COOKIE}=${session.token}`, origin: context.server.url, ...headers },
    });
    expect((await choose('fr-FR')).status).toBe(303);
    expect(await preferredLocaleOf(db, user.id)).toBe('fr-FR');
    await choose('auto', { 'accept-language': 'ja;q=0.9' });
    expect(await preferredLocaleOf(db, user.id)).toBe('ja-JP');
    expect(await preferredLocaleOf(db, (await makeUser(db)).id)).toBeNull();
  });
});

describe('POST /_internal/cosmetics from the appearance form', () => {
  const post = (body: URLSearchParams) => fetch(`${context.server.url}/_internal/cosmetics`, { method: 'POST', body, redirect: 'manual' });
  const cosmeticsOf = (response: Response) =>
    JSON.parse(decodeURIComponent(/cosmetics=([^;]+)/.exec(response.headers.get('set-cookie')!)![1]!));

  it('reads a ticked checkbox after its hidden "false", an unticked one as false, and the preferred dark theme', async () => {
    const ticked = new URLSearchParams([['hideKilnAppPromos', 'false'], ['hideKilnAppPromos', 'true'], ['preferredDarkTheme', 'retro']]);
    expect(cosmeticsOf(await post(ticked))).toMatchObject({ hideKilnAppPromos: true, preferredDarkTheme: 'retro' });
    const unticked = new URLSearchParams([['hideKilnAppPromos', 'false']]);
    expect(cosmeticsOf(await post(unticked)).hideKilnAppPromos).toBe(false);
    expect((await post(new URLSearchParams([['preferredDarkTheme', 'light']]))).status).toBe(400);
  });

  it('stores every display flag the appearance page offers', async () => {
    const flags = ['rightSearchLayout', 'leftContentLayout', 'notUsingBlockers', 'hideStagingBanner'];
    const body = new URLSearchParams([...flags.map((flag) => [flag, 'true']), ['advancedRendering', 'false'], ['externalLinksNewTab', 'false']]);
    expect(cosmeticsOf(await post(body))).toMatchObject({
      rightSearchLayout: true, leftContentLayout: true, notUsingBlockers: true, hideStagingBanner: true, advancedRendering: false, externalLinksNewTab: false,
    });
  });
});
