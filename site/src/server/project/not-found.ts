// Turns a service's "not found" into null, so a page can answer with its own worded 404 instead of an error.
// A malformed id (400) is not found too: a route parameter that fails validation gives a 404 (spec §5).
import { ApiError } from '#contracts/errors.ts';

export async function orNotFound<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
