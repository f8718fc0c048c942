// Slug availability for creation and edits: unique without case, and never another project's ID (api-compat §slugs-and-usernames).
import { ApiError } from '#contracts/errors.ts';
import { selectSlugClash, type Conn } from './write-queries.ts';

export const SLUG_TAKEN = 'Slug is already taken!';

export async function assertSlugFree(db: Conn, slug: string, exceptProjectId: string | null): Promise<void> {
  const clash = await selectSlugClash(db, slug, exceptProjectId);
  if (clash.collides) throw new ApiError('invalid_input', "Slug collides with other project's id!");
  if (clash.taken) throw new ApiError('invalid_input', SLUG_TAKEN);
}

/** Two writers racing for one slug: the unique index decides, and the loser hears the same answer. */
export function rethrowSlugRace(error: unknown): never {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  if (/UNIQUE constraint failed/.test(text) && /slug/.test(text)) throw new ApiError('invalid_input', SLUG_TAKEN);
  throw error;
}
