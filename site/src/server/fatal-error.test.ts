// The fatal-error page's details: deliberate API errors show themselves, everything else is status 1000 "Unknown error";
// what to try next links the status page and the community chat server.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#contracts/errors.ts';
import { translatorFor } from '../i18n/translator.ts';
import { fatalErrorDetails, fatalErrorReasons, UNKNOWN_ERROR_STATUS } from './fatal-error.ts';

describe('fatalErrorDetails', () => {
  it('shows the status and description of an API error', () => {
    expect(fatalErrorDetails(new ApiError('invalid_input', 'Bad facet'))).toEqual({ status: 400, message: 'Bad facet' });
  });

  it('falls back to 1000 and the default message for anything else, without leaking its text', () => {
    expect(UNKNOWN_ERROR_STATUS).toBe(1000);
    expect(fatalErrorDetails(new Error('SQLITE_BUSY: database is locked'))).toEqual({ status: 1000, message: null });
    expect(fatalErrorDetails(undefined)).toEqual({ status: 1000, message: null });
    expect(fatalErrorDetails('boom')).toEqual({ status: 1000, message: null });
  });
});

describe('fatalErrorReasons', () => {
  const CHAT = 'https://chat.example/invite?a=1&b=2';
  const CHAT_HTML = 'https://chat.example/invite?a=1&#38;b=2';

  it('links the status page and the configured community chat server', () => {
    expect(fatalErrorReasons(translatorFor('en-US'), CHAT)).toEqual([
      'Check if Kiln is having issues on the <a href="/status">status page</a>.',
      `If this keeps happening, you may want to let the Kiln team know by joining our <a href="${CHAT_HTML}" target="_blank" rel="noopener">community chat server</a>.`,
    ]);
  });

  it('keeps both links in every complete language', () => {
    for (const locale of ['de-DE', 'fr-FR', 'es-ES', 'pt-BR', 'ja-JP']) {
      const [status, chat] = fatalErrorReasons(translatorFor(locale), CHAT);
      expect(status, locale).toMatch(/<a href="\/status">[^<]+<\/a>/);
      expect(chat, locale).toContain(`<a href="${CHAT_HTML}" target="_blank" rel="noopener">`);
    }
  });
});
