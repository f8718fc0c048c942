// Validates IDs given in paths and id lists: a character outside base62 or an overflow is a 400 (api-compat §ids).
import { ApiError } from '#contracts/errors.ts';
import { decodeBase62 } from './ids.ts';

export function assertBase62(id: string): string {
  const bad = [...id].find((char) => !/[0-9A-Za-z]/.test(char));
  if (bad !== undefined) throw new ApiError('request_error', `Invalid character '${bad}' in base62 encoding`);
  if (id.length === 0 || decodeBase62(id) === null) throw new ApiError('request_error', 'Base62 decoding overflowed');
  return id;
}

export const assertBase62List = (ids: string[]) => ids.map(assertBase62);
