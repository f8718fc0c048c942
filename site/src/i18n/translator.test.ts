// Message lookup: fallback to en-US per missing key, rich-text tags that stay safe, and locale negotiation.
import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, LOCALES } from './locales.ts';
import { localeFromParam } from './page.ts';
import { rich, translatorFor } from './translator.ts';
import en from './messages/en-US.json' with { type: 'json' };
import de from './messages/de-DE.json' with { type: 'json' };
import fr from './messages/fr-FR.json' with { type: 'json' };
import es from './messages/es-ES.json' with { type: 'json' };
import ptBR from './messages/pt-BR.json' with { type: 'json' };
import ja from './messages/ja-JP.json' with { type: 'json' };

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('messages', () => {
  it('ships German, French, Spanish, Brazilian Portuguese and Japanese complete', () => {
    const english = keysOf(en).sort();
    for (const messages of [de, fr, es, ptBR, ja]) expect(keysOf(messages).sort()).toEqual(english);
  });

  it('falls back to en-US for keys a locale lacks', () => {
    const pirate = translatorFor('en-PT');
    expect(pirate('error.pageNotFound')).toBe('This page be lost at sea');
    expect(pirate('error.why')).toBe('Why?');
    expect(translatorFor('xx-XX')('nav.signIn')).toBe('Sign in');
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
