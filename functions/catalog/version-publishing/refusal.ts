// The answer of every publishing and creation check that fails on the caller's input: 400 invalid_input with a sentence.
import type { ZodType } from 'zod';
import { ApiError } from '#contracts/errors.ts';
import { parseWith } from '#lib/validation.ts';

export const invalid = (description: string) => new ApiError('invalid_input', description);

/** parseWith, answered as invalid_input: the name clients of the multipart creation routes know. */
export function parseInput<T>(schema: ZodType<T>, value: unknown, what: string): T {
  try {
    return parseWith(schema, value, what);
  } catch (error) {
    throw error instanceof ApiError ? invalid(error.message) : error;
  }
}
