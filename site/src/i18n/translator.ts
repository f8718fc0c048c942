// Message lookup per locale with i18next, falling back to en-US key by key; plus safe rich-text tags for markup.
import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from '#contracts/locales.ts';

type Messages = Record<string, unknown>;

/** messages/{locale}/{section}.json: one file per section, so features own their strings. */
const files = import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, { translation: Record<string, Messages> }> = {};
for (const [path, messages] of Object.entries(files)) {
  const [, locale, section] = /\/messages\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  resources[locale!] ??= { translation: {} };
  resources[locale!]!.translation[section!] = messages;
}

const translators = new Map<string, TFunction>();

export function translatorFor(locale: string): TFunction {
  const known = LOCALES.some((entry) => entry.code === locale) ? locale : DEFAULT_LOCALE;
  let t = translators.get(known);
  if (!t) {
    const instance = createInstance();
    void instance.init({
      lng: known,
      fallbackLng: DEFAULT_LOCALE,
      resources,
      initAsync: false,
      returnObjects: true,
      // Astro and React escape what they render; escaping here too would show entities to people.
      interpolation: { escapeValue: false },
    });
    t = instance.t;
    translators.set(known, t);
  }
  return t;
}

const mergeMessages = (base: Messages, own: Messages | undefined): Messages => {
  if (!own) return base;
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const fallback = base[key];
    merged[key] = value && typeof value === 'object' && !Array.isArray(value) && fallback && typeof fallback === 'object' && !Array.isArray(fallback)
      ? mergeMessages(fallback as Messages, value as Messages)
      : value;
  }
  return merged;
};

/** Every message of a locale by section, with en-US filling the keys it lacks (what the language bundle serves). */
export function messageBundle(locale: string): Record<string, Messages> {
  return mergeMessages(resources[DEFAULT_LOCALE]!.translation, resources[locale]?.translation) as Record<string, Messages>;
}

/** Locales with at least one message of their own (the rest fall back to en-US entirely). */
export const translatedLocales = () => Object.keys(resources);

const keyPaths = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];
const defaultKeys = new Set(keyPaths(resources[DEFAULT_LOCALE]!.translation));
const baseLanguage = (locale: string) => locale.split('-')[0];

/** Per locale, once: the message files are part of the build, and every page's footer asks for each language. */
const completeness = new Map<string, boolean>();

/**
 * Whether a listed language has every message of its own, computed from the message files so the pickers can say
 * "partly translated" instead of silently showing English. English variants without files read US English, theirs.
 */
export function fullyTranslated(locale: string): boolean {
  let complete = completeness.get(locale);
  if (complete === undefined) {
    const own = resources[locale]?.translation;
    complete = own ? keyPaths(own).filter((key) => defaultKeys.has(key)).length === defaultKeys.size : baseLanguage(locale) === baseLanguage(DEFAULT_LOCALE);
    completeness.set(locale, complete);
  }
  return complete;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * HTML for a message with `<name>text</name>` tags: the tags named in `tags` become markup, everything else
 * (including interpolated values) is escaped. Plain messages need none of this: Astro and React escape output.
 */
export function rich(message: string, tags: Record<string, (innerHtml: string) => string>): string {
  const names = Object.keys(tags).join('|');
  const pattern = new RegExp(`<(${names})>([\\s\\S]*?)</\\1>`, 'g');
  let html = '';
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    html += escapeHtml(message.slice(last, match.index)) + tags[match[1]!]!(escapeHtml(match[2]!));
    last = match.index + match[0].length;
  }
  return html + escapeHtml(message.slice(last));
}
