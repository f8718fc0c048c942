// The languages Kiln offers: code, English name and native name; en-US is the default and the fallback.
export const DEFAULT_LOCALE = 'en-US';
export { LOCALE_COOKIE } from './cookies.ts';

export interface LocaleInfo {
  code: string;
  name: string;
  nativeName: string;
  /** Playful languages write numbers and dates like a real locale: "en-PT" alone would group digits as in Portugal. */
  formatsAs?: string;
}

export const LOCALES: LocaleInfo[] = [
  { code: 'en-US', name: 'English (US)', nativeName: 'English (US)' },
  { code: 'en-GB', name: 'English (UK)', nativeName: 'English (UK)' },
  { code: 'de-DE', name: 'German', nativeName: 'Deutsch' },
  { code: 'fr-FR', name: 'French', nativeName: 'Français' },
  { code: 'es-ES', name: 'Spanish', nativeName: 'Español' },
  { code: 'es-419', name: 'Spanish (Latin America)', nativeName: 'Español (Latinoamérica)' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)' },
  { code: 'pt-PT', name: 'Portuguese (Portugal)', nativeName: 'Português (Portugal)' },
  { code: 'ja-JP', name: 'Japanese', nativeName: '日本語' },
  { code: 'ko-KR', name: 'Korean', nativeName: '한국어' },
  { code: 'zh-CN', name: 'Chinese (Simplified)', nativeName: '简体中文' },
  { code: 'zh-TW', name: 'Chinese (Traditional)', nativeName: '繁體中文' },
  { code: 'ru-RU', name: 'Russian', nativeName: 'Русский' },
  { code: 'uk-UA', name: 'Ukrainian', nativeName: 'Українська' },
  { code: 'pl-PL', name: 'Polish', nativeName: 'Polski' },
  { code: 'cs-CZ', name: 'Czech', nativeName: 'Čeština' },
  { code: 'sk-SK', name: 'Slovak', nativeName: 'Slovenčina' },
  { code: 'hu-HU', name: 'Hungarian', nativeName: 'Magyar' },
  { code: 'ro-RO', name: 'Romanian', nativeName: 'Română' },
  { code: 'bg-BG', name: 'Bulgarian', nativeName: 'Български' },
  { code: 'sr-SP', name: 'Serbian', nativeName: 'Српски' },
  { code: 'hr-HR', name: 'Croatian', nativeName: 'Hrvatski' },
  { code: 'sl-SI', name: 'Slovenian', nativeName: 'Slovenščina' },
  { code: 'it-IT', name: 'Italian', nativeName: 'Italiano' },
  { code: 'nl-NL', name: 'Dutch', nativeName: 'Nederlands' },
  { code: 'da-DK', name: 'Danish', nativeName: 'Dansk' },
  { code: 'sv-SE', name: 'Swedish', nativeName: 'Svenska' },
  { code: 'nb-NO', name: 'Norwegian Bokmål', nativeName: 'Norsk bokmål' },
  { code: 'fi-FI', name: 'Finnish', nativeName: 'Suomi' },
  { code: 'is-IS', name: 'Icelandic', nativeName: 'Íslenska' },
  { code: 'et-EE', name: 'Estonian', nativeName: 'Eesti' },
  { code: 'lv-LV', name: 'Latvian', nativeName: 'Latviešu' },
  { code: 'lt-LT', name: 'Lithuanian', nativeName: 'Lietuvių' },
  { code: 'el-GR', name: 'Greek', nativeName: 'Ελληνικά' },
  { code: 'tr-TR', name: 'Turkish', nativeName: 'Türkçe' },
  { code: 'ar-SA', name: 'Arabic', nativeName: 'العربية' },
  { code: 'he-IL', name: 'Hebrew', nativeName: 'עברית' },
  { code: 'fa-IR', name: 'Persian', nativeName: 'فارسی' },
  { code: 'hi-IN', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'bn-BD', name: 'Bengali', nativeName: 'বাংলা' },
  { code: 'th-TH', name: 'Thai', nativeName: 'ไทย' },
  { code: 'vi-VN', name: 'Vietnamese', nativeName: 'Tiếng Việt' },
  { code: 'id-ID', name: 'Indonesian', nativeName: 'Bahasa Indonesia' },
  { code: 'ms-MY', name: 'Malay', nativeName: 'Bahasa Melayu' },
  { code: 'fil-PH', name: 'Filipino', nativeName: 'Filipino' },
  { code: 'ca-ES', name: 'Catalan', nativeName: 'Català' },
  { code: 'eo-UY', name: 'Esperanto', nativeName: 'Esperanto' },
  { code: 'en-PT', name: 'Pirate', nativeName: 'Pirate Speak', formatsAs: 'en-US' },
  { code: 'lol-US', name: 'LOLCAT', nativeName: 'LOLCAT', formatsAs: 'en-US' },
  { code: 'en-UW', name: 'UwU', nativeName: 'UwU', formatsAs: 'en-US' },
];

/** The locale Intl writes a language's numbers and dates in. */
export const formatLocaleOf = (code: string) => LOCALES.find((locale) => locale.code === code)?.formatsAs ?? code;

export const isLocale = (code: string | null | undefined): code is string => LOCALES.some((locale) => locale.code === code);

/** The best offered locale for an Accept-Language header: exact tag, then same language. */
export function localeFromAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((locale) => locale.code.toLowerCase() === tag);
    if (exact) return exact.code;
    const language = LOCALES.find((locale) => locale.code.toLowerCase().split('-')[0] === tag.split('-')[0]);
    if (language) return language.code;
  }
  return null;
}
