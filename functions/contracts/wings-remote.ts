// The requests a Wings node makes to Kiln's panel API (`/api/remote/...`), as Wings sends them.
import { z } from 'zod';

/** Wings asks for its servers page by page when it boots; it starts at page 0, which is the first page. */
export const wingsServersPageQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(50),
});

/** `POST /api/remote/servers/{uuid}/install`: how the install or reinstall ended. */
export const wingsInstallStatusBody = z.object({
  successful: z.boolean(),
  reinstall: z.boolean().default(false),
});

/** `POST /api/remote/activity`: Wings reports what people did through it; Kiln keeps its own activity. */
export const wingsActivityBody = z.object({ data: z.array(z.unknown()).max(10_000) });

/** The parts a node uploads a backup archive in, and S3's most parts in one upload (which bounds an archive's size). */
export const WINGS_BACKUP_PART_BYTES = 100 * 1024 * 1024;
export const WINGS_BACKUP_MAX_PARTS = 10_000;

/** `GET /api/remote/backups/{uuid}?size=`: the node's archive is this many bytes and it wants links to upload it. */
export const wingsBackupUploadQuery = z.object({
  size: z.coerce.number().int().min(0).max(WINGS_BACKUP_PART_BYTES * WINGS_BACKUP_MAX_PARTS),
});

/** `POST /api/remote/backups/{uuid}`: how a backup the node made ended (`parts` only for S3 multipart uploads). */
export const wingsBackupStatusBody = z.object({
  checksum: z.string().max(200).default(''),
  checksum_type: z.string().max(20).default(''),
  size: z.number().int().min(0).default(0),
  successful: z.boolean(),
  parts: z.array(z.object({ etag: z.string(), part_number: z.number().int() })).max(10_000).nullable().default(null),
});

/** `POST /api/remote/backups/{uuid}/restore`: how restoring a backup over the server ended. */
export const wingsRestoreStatusBody = z.object({ successful: z.boolean() });
