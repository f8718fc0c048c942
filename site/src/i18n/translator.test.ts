// Message lookup: fallback to en-US per missing key, rich-text tags that stay safe, and locale negotiation.
import { describe, expect, it } from 'vitest';
import { formatLocaleOf, localeFromAcceptLanguage, LOCALES } from '#contracts/locales.ts';
import { localeFromParam } from './page.ts';
import { fullyTranslated, messageBundle, rich, translatorFor } from './translator.ts';

const files = import.meta.glob<Record<string, unknown>>('./messages/*/*.json', { eager: true, import: 'default' });
const messagesOf = (locale: string) => Object.fromEntries(
  Object.entries(files)
    .filter(([path]) => path.includes(`/messages/${locale}/`))
    .map(([path, content]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), content]),
);

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('messages', () => {
  it('ships German, French, Spanish, Brazilian Portuguese and Japanese complete', () => {
    const english = keysOf(messagesOf('en-US')).sort();
    expect(english.length).toBeGreaterThan(50);
    for (const locale of ['de-DE', 'fr-FR', 'es-ES', 'pt-BR', 'ja-JP']) expect(keysOf(messagesOf(locale)).sort()).toEqual(english);
  });

  it('builds a language bundle with its own messages and en-US for the rest', () => {
    const pirate = messageBundle('en-PT') as Record<string, Record<string, unknown>>;
    expect(pirate.error!.pageNotFound).toBe('This page be lost at sea');
    expect(pirate.error!.why).toBe('Why?');
    expect(keysOf(messageBundle('xx-XX')).sort()).toEqual(keysOf(messagesOf('en-US')).sort());
  });

  it('falls back to en-US for keys a locale lacks', () => {
    const pirate = translatorFor('en-PT');
    expect(pirate('error.pageNotFound')).toBe('This page be lost at sea');
    expect(pirate('error.why')).toBe('Why?');
    expect(translatorFor('xx-XX')('nav.signIn')).toBe('Sign in');
  });

  it('picks the plural form by the number while showing it formatted', () => {
    const en = translatorFor('en-US');
    expect(en('project.followers', { count: 1, replace: { count: '1' } })).toBe('1 follower');
    expect(en('project.followers', { count: 1018, replace: { count: '1,018' } })).toBe('1,018 followers');
    expect(en('project.downloads', { count: 0, replace: { count: '0' } })).toBe('0 downloads');
    expect(translatorFor('fr-FR')('project.downloads', { count: 1, replace: { count: '1' } })).toBe('1 téléchargement');
  });

  it('knows from the message files which listed languages are only partly translated', () => {
    for (const locale of ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'pt-BR', 'ja-JP', 'en-GB']) expect(fullyTranslated(locale)).toBe(true);
    for (const locale of ['ru-RU', 'en-PT', 'lol-US', 'ko-KR']) expect(fullyTranslated(locale)).toBe(false);
  });

  it('lists about fifty locales including the playful ones', () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(45);
    expect(LOCALES.map((locale) => locale.name)).toEqual(expect.arrayContaining(['Pirate', 'LOLCAT', 'UwU']));
  });
});

describe('rich', () => {
  it('turns known tags into markup and escapes everything else', () => {
    const t = translatorFor('en-US');
    const html = rich(t('error.checkStatus'), { status: (inner) => `<a href="/status">${inner}</a>` });
    expect(html).toBe('Check if Kiln is having issues on the <a href="/status">status page</a>.');
    expect(rich('<b>x</b> & <terms>t<script></terms>', { terms: (inner) => `<em>${inner}</em>` }))
      .toBe('&lt;b&gt;x&lt;/b&gt; &amp; <em>t&lt;script&gt;</em>');
  });
});

describe('locale negotiation', () => {
  it('maps short and full tags and Accept-Language preferences to offered locales', () => {
    expect(localeFromParam('de')).toBe('de-DE');
    expect(localeFromParam('ja-JP')).toBe('ja-JP');
    expect(localeFromParam('zz')).toBeNull();
    expect(localeFromAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr-FR');
    expect(localeFromAcceptLanguage('pt-BR;q=0.5, de;q=0.9')).toBe('de-DE');
    expect(localeFromAcceptLanguage('')).toBeNull();
  });
});

describe('format locales', () => {
  it('lets playful languages write numbers the American way and real ones their own', () => {
    expect(formatLocaleOf('en-PT')).toBe('en-US');
    expect(formatLocaleOf('lol-US')).toBe('en-US');
    expect(formatLocaleOf('de-DE')).toBe('de-DE');
  });
});
