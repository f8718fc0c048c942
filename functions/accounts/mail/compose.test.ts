// Account mails: every kind in every language with mail texts, the same shape in each, escaped HTML, en-US fallback.
import { describe, expect, it } from 'vitest';
import { composeAccountMail, MAIL_MESSAGES, mailLocale, type AccountMailKind } from './compose.ts';

const KINDS = Object.keys(MAIL_MESSAGES['en-US']).filter((key) => key !== 'greeting') as AccountMailKind[];
const input = {
  to: 'ana@example.test', username: 'Ana', link: 'https://kiln.test/auth/verify-email?flow=abc', domain: 'example.org',
  // What the billing mails name besides the person.
  values: { product: 'Kiln Plus', amount: '$4.99', period: 'May 1 – 31, 2026', date: 'May 1, 2026', receipt: 'R3CE1PT1', retry: 'May 2, 2026', reason: 'Your card was declined.',
    // And what the review's mails name.
    project: 'Shaders+', status: 'archived' },
};

describe('composeAccountMail', () => {
  it('has every kind in every language, with as many paragraphs as in en-US', () => {
    const shape = (messages: Record<string, unknown>) => JSON.stringify(messages, (_, value) => (typeof value === 'string' ? '' : value));
    for (const messages of Object.values(MAIL_MESSAGES)) expect(shape(messages)).toBe(shape(MAIL_MESSAGES['en-US']));
  });

  it.each(KINDS)('writes %s with the greeting, the link and the domain filled in, in text and HTML', (kind) => {
    const mail = composeAccountMail(kind, { ...input, locale: 'en-US' });
    expect(mail.to).toBe(input.to);
    expect(mail.text.startsWith('Hi Ana,\n\n')).toBe(true);
    expect(mail.text).toContain(`\n\n${input.link}`);
    expect(mail.html).toContain(`<a href="${input.link.replace('&', '&#38;')}">`);
    expect(mail.text).not.toMatch(/\{\{|\}\}/);
    if (kind === 'emailChanging') expect(mail.text).toContain('an address at example.org');
    if (kind === 'billingReceipt') expect(mail.text).toContain('We charged $4.99 for Kiln Plus (May 1 – 31, 2026) on May 1, 2026. Your receipt number is R3CE1PT1.');
  });

  it('writes in the asked language and falls back to en-US for languages without mail texts', () => {
    expect(composeAccountMail('resetPassword', { ...input, locale: 'de-DE' })).toMatchObject({ subject: 'Setze dein Passwort zurück', text: expect.stringMatching(/^Hallo Ana,/) });
    expect(composeAccountMail('passwordChanged', { ...input, locale: 'ja-JP' }).subject).toBe('パスワードが変更されました');
    expect(composeAccountMail('verifyEmail', { ...input, locale: 'lol-US' }).subject).toBe('Verify your email');
    expect(mailLocale(null)).toBe('en-US');
    expect(mailLocale('pt-BR')).toBe('pt-BR');
    expect(mailLocale('es-419')).toBe('es-ES');
    expect(mailLocale('pt-PT')).toBe('pt-BR');
  });

  it('names the personal access tokens that still work in the password notice, or says none does', () => {
    const remaining = composeAccountMail('passwordChanged', { ...input, locale: 'en-US', tokens: ['ci-upload', 'modpack-sync', '<b>'] });
    expect(remaining.text).toContain('These personal access tokens still work: ci-upload, modpack-sync, and <b>. Revoke any you do not recognize');
    expect(remaining.html).toContain('ci-upload, modpack-sync, and &#60;b&#62;.');
    expect(composeAccountMail('passwordChanged', { ...input, locale: 'de-DE', tokens: ['a', 'b'] }).text).toContain('funktionieren weiterhin: a und b.');
    expect(composeAccountMail('passwordChanged', { ...input, locale: 'en-US', tokens: [] }).text).toMatch(/No personal access token works on your account\.$/);
    expect(composeAccountMail('passwordChanged', { ...input, locale: 'en-US' }).text).not.toContain('access token');
  });

  it('passes a moderator\'s words on last, under the kind\'s heading, escaped in HTML', () => {
    const mail = composeAccountMail('projectRejected', { ...input, locale: 'de-DE', quote: 'Bitte <b>Beschreibung</b> ergänzen.' });
    expect(mail.subject).toBe('Dein Projekt „Shaders+“ wurde abgelehnt');
    expect(mail.text).toMatch(/Die Moderation schreibt:\n\nBitte <b>Beschreibung<\/b> ergänzen\.$/);
    expect(mail.html).toContain('<p>Bitte &#60;b&#62;Beschreibung&#60;/b&#62; ergänzen.</p>');
    expect(composeAccountMail('projectApproved', { ...input, locale: 'en-US' }).text).not.toContain('The moderators wrote');
  });

  it('escapes the username and the link in the HTML part', () => {
    const mail = composeAccountMail('verifyEmail', { ...input, locale: 'en-US', username: '<img src=x onerror=alert(1)>', link: 'https://kiln.test/?a="b"' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).toContain('href="https://kiln.test/?a=&#34;b&#34;"');
  });
});
