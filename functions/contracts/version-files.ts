// Request bodies of the hash-lookup routes (api-compat §hashes-and-update-checks), shared by the API and any client.
import { z } from 'zod';
import { VERSION_TYPES } from './enums.ts';

export const HASH_ALGORITHMS = ['sha1', 'sha512'] as const;
export type HashAlgorithm = (typeof HASH_ALGORITHMS)[number];

/** Without an explicit algorithm, a 128-character (or longer) hash is sha512, anything else sha1. */
export const inferAlgorithm = (hash: string | undefined, given?: HashAlgorithm): HashAlgorithm =>
  given ?? ((hash?.length ?? 0) >= 128 ? 'sha512' : 'sha1');

const algorithm = z.enum(HASH_ALGORITHMS).optional();
const stringList = z.array(z.string()).optional();

export const updateFilterSchema = z.object({
  loaders: stringList.nullable(),
  game_versions: stringList.nullable(),
  version_types: z.array(z.enum(VERSION_TYPES)).optional().nullable(),
});
export type UpdateFilter = z.infer<typeof updateFilterSchema>;

export const hashesSchema = z.object({ hashes: z.array(z.string()).max(10_000), algorithm });

export const bulkUpdateSchema = updateFilterSchema.extend({ hashes: z.array(z.string()).max(10_000), algorithm });

export const individualUpdateSchema = z.object({
  algorithm,
  hashes: z.array(updateFilterSchema.extend({ hash: z.string() })).max(10_000),
});

export const hashQuerySchema = z.object({ algorithm, version_id: z.string().optional() });
