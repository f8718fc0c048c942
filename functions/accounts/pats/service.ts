// Personal access tokens: the owner's list, creation (secret returned once, sha256 kept), edits and revocation.
import type { Db } from '#db/client.ts';
import { ALL_SCOPES, RESTRICTED_SCOPES, SCOPES } from '#contracts/scopes.ts';
import { generateToken, hashToken } from '#access';
import { randomId } from '#lib/ids.ts';
import { PAT_NAME_MAX, PAT_NAME_MIN } from '#contracts/limits.ts';
import { deleteOwnedPat, insertPat, patExists, selectPatsOf, updateOwnedPat } from './queries.ts';

export const PAT_EXPIRY_DAYS = [30, 90, 365] as const;
const DAY_MS = 86_400_000;

export type PatProblem = 'name' | 'scopes' | 'expires';

/** Scopes a person may put on a token: every known one except the restricted (api-compat §scopes). */
export const GRANTABLE_SCOPES = SCOPES.filter((entry) => !('restricted' in entry && entry.restricted));

/** Bitsets reach bit 39, past the 32 bits JavaScript's bitwise operators handle, hence BigInt. */
export const scopesAreGrantable = (scopes: number) =>
  Number.isSafeInteger(scopes) && scopes >= 0
  && (BigInt(scopes) & ~BigInt(ALL_SCOPES)) === 0n && (BigInt(scopes) & BigInt(RESTRICTED_SCOPES)) === 0n;

export interface PatFields {
  name?: string;
  scopes?: number;
  expires?: Date;
}

export function patProblem(fields: PatFields, now = new Date()): PatProblem | null {
  if (fields.name !== undefined && (fields.name.trim().length < PAT_NAME_MIN || fields.name.trim().length > PAT_NAME_MAX)) return 'name';
  if (fields.scopes !== undefined && !scopesAreGrantable(fields.scopes)) return 'scopes';
  if (fields.expires !== undefined && !(fields.expires.getTime() > now.getTime())) return 'expires';
  return null;
}

export const expiryInDays = (days: number, now = new Date()) => new Date(now.getTime() + days * DAY_MS);

export const listPats = (db: Db, userId: string) => selectPatsOf(db, userId);

export type PatRow = Awaited<ReturnType<typeof listPats>>[number];

export async function createPat(db: Db, userId: string, fields: Required<PatFields>, now = new Date()): Promise<{ error: PatProblem } | { ok: { row: PatRow; token: string } }> {
  const problem = patProblem(fields, now);
  if (problem) return { error: problem };
  const token = generateToken('pat');
  const row: PatRow = {
    id: randomId(), userId, name: fields.name.trim(), tokenHash: hashToken(token), scopes: fields.scopes,
    created: now, expires: fields.expires, lastUsed: null,
  };
  await insertPat(db, row);
  return { ok: { row, token } };
}

/** Owner-scoped like sessions: another person's token id answers as missing. */
export async function updatePat(db: Db, userId: string, id: string, fields: PatFields, now = new Date()): Promise<PatProblem | 'missing' | null> {
  const problem = patProblem(fields, now);
  if (problem) return problem;
  const changes = { ...fields, ...(fields.name !== undefined ? { name: fields.name.trim() } : {}) };
  if (Object.keys(changes).length === 0) return (await patExists(db, userId, id)) ? null : 'missing';
  return (await updateOwnedPat(db, userId, id, changes)) ? null : 'missing';
}

export async function deletePat(db: Db, userId: string, id: string): Promise<boolean> {
  return deleteOwnedPat(db, userId, id);
}
