// The mails Kiln sends about an account (links to verify, reset or confirm, and security notices), written in the
// language of the person who asked for them, as plain text and matching HTML.
import { createInstance } from 'i18next';
import { DEFAULT_LOCALE } from '#contracts/locales.ts';
import { escapeHtml } from '#contracts/html.ts';
import type { MailMessage } from '#platform/mail/index.ts';
import deDE from './messages/de-DE.json' with { type: 'json' };
import enUS from './messages/en-US.json' with { type: 'json' };
import esES from './messages/es-ES.json' with { type: 'json' };
import frFR from './messages/fr-FR.json' with { type: 'json' };
import jaJP from './messages/ja-JP.json' with { type: 'json' };
import ptBR from './messages/pt-BR.json' with { type: 'json' };

export const MAIL_MESSAGES = { 'en-US': enUS, 'de-DE': deDE, 'fr-FR': frFR, 'es-ES': esES, 'pt-BR': ptBR, 'ja-JP': jaJP };

export type AccountMailKind = Exclude<keyof typeof enUS, 'greeting'>;

const i18n = createInstance();
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: Object.fromEntries(Object.entries(MAIL_MESSAGES).map(([locale, messages]) => [locale, { translation: messages }])),
  initAsync: false,
  returnObjects: true,
  // Text mails show what they say; the HTML part escapes each piece itself.
  interpolation: { escapeValue: false },
});

const MAIL_LOCALES = Object.keys(MAIL_MESSAGES);
const languageOf = (locale: string) => locale.split('-')[0]!.toLowerCase();

/** The locale's own mail texts, else those of the same language (es-419 reads es-ES), else en-US. */
export function mailLocale(locale: string | null | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  return MAIL_LOCALES.find((code) => code === locale) ?? MAIL_LOCALES.find((code) => languageOf(code) === languageOf(locale)) ?? DEFAULT_LOCALE;
}

export interface AccountMailInput {
  to: string;
  locale: string | null | undefined;
  username: string;
  /** The one link the mail is about (the flow to follow, or where to act on a notice). */
  link: string;
  /** The domain of a new address, for the heads-up to the old one. */
  domain?: string;
  /** The names of the personal access tokens that still work, for the password notice: they outlive the old password. */
  tokens?: readonly string[];
  /** What else the kind's texts name (a receipt's amount and date, a product). */
  values?: Readonly<Record<string, string>>;
  /** Someone's own words the mail passes on (a moderator's message), last, under the kind's `quote` heading. */
  quote?: string | null;
}

type Translate = ReturnType<typeof i18n.getFixedT>;

/** The paragraph on personal access tokens: those still working by name, or that none does. */
function tokenNote(t: Translate, kind: AccountMailKind, locale: string, tokens: readonly string[] | undefined): string[] {
  if (!tokens) return [];
  if (tokens.length === 0) return [t(`${kind}.noTokens`)];
  return [t(`${kind}.tokensRemain`, { names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(tokens) })];
}

export function composeAccountMail(kind: AccountMailKind, input: AccountMailInput): MailMessage {
  const locale = mailLocale(input.locale);
  const t = i18n.getFixedT(locale);
  const values = { ...input.values, username: input.username, domain: input.domain ?? '' };
  const subject = t(`${kind}.subject`, values);
  const before = t(`${kind}.before`, values) as unknown as string[];
  const after = [
    ...(t(`${kind}.after`, values) as unknown as string[]), ...tokenNote(t, kind, locale, input.tokens),
    ...(input.quote ? [t(`${kind}.quote`, values), input.quote] : []),
  ];
  const greeting = t('greeting', values);
  const text = [greeting, ...before, input.link, ...after].join('\n\n');
  const html = [greeting, ...before].map((line) => `<p>${escapeHtml(line)}</p>`).join('')
    + `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`
    + after.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return { to: input.to, subject, text, html };
}
