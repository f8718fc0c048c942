// What the fatal-error page may tell a visitor: the status and message of a deliberate error, else the spec's default.
import { ApiError } from '../../../functions/lib/errors.ts';

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
