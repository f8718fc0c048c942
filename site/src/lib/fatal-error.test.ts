// The fatal-error page's details: deliberate API errors show themselves, everything else is status 1000 "Unknown error".
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../functions/lib/errors.ts';
import { fatalErrorDetails, UNKNOWN_ERROR_STATUS } from './fatal-error.ts';

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
