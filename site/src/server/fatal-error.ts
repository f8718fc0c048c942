// What the fatal-error page may tell a visitor: the status and message of a deliberate error, else the spec's default;
// and what to try next, linked to the status page and the community chat server.
import type { TFunction } from 'i18next';
import { ApiError } from '#contracts/errors.ts';
import { escapeHtml } from '#contracts/html.ts';
import { rich } from '../i18n/translator.ts';

export const UNKNOWN_ERROR_STATUS = 1000;

export interface FatalErrorDetails {
  status: number;
  /** null means the default "Unknown error" text in the page's language. */
  message: string | null;
}

/** Only errors raised on purpose carry a message fit for people; anything else could leak internals. */
export function fatalErrorDetails(error: unknown): FatalErrorDetails {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: UNKNOWN_ERROR_STATUS, message: null };
}

/** Trusted HTML for the "Please try again in a few minutes." list; `chatUrl` is the configured community chat server. */
export function fatalErrorReasons(t: TFunction, chatUrl: string): string[] {
  return [
    rich(t('error.checkStatus'), { status: (inner) => `<a href="/status">${inner}</a>` }),
    rich(t('error.joinChat'), { chat: (inner) => `<a href="${escapeHtml(chatUrl)}" target="_blank" rel="noopener">${inner}</a>` }),
  ];
}
