// The .mrpack format: the modrinth.index.json schema, the hosts its downloads may name, and the path rules that keep
// every file inside the instance and writable on every launcher's file system.
import { z } from 'zod';
import { ApiError } from '#contracts/errors.ts';
import { fileNameProblem, printableName } from '#contracts/file-names.ts';
import { VERSION_DEPENDENCIES_MAX } from '#contracts/limits.ts';
import type { Archive } from './archive.ts';

export const MRPACK_INDEX = 'modrinth.index.json';
const OVERRIDE_FOLDERS = ['overrides/', 'client-overrides/', 'server-overrides/'];

/** The `dependencies` keys of the format and the Kiln loader each one means. */
export const MRPACK_LOADERS: Record<string, string> = {
  forge: 'forge', neoforge: 'neoforge', 'fabric-loader': 'fabric', 'quilt-loader': 'quilt',
};

const refuse = (description: string) => new ApiError('invalid_input', description);

/** One path as it could be read: raw, percent-decoded (repeatedly) and Unicode-normalised (fullwidth dots are dots). */
function readings(path: string): string[] {
  const forms = [path];
  let decoded = path;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
      forms.push(decoded);
    } catch {
      break;
    }
  }
  return [...new Set(forms.flatMap((form) => [form, form.normalize('NFKC')]))];
}

function unsafeReading(path: string): boolean {
  if (path === '' || path.includes('\\') || path.startsWith('/') || /^[a-zA-Z]:/.test(path)) return true;
  // Control characters and NUL end or bend the path on some file systems.
  if (/[\u0000-\u001f\u007f]/.test(path)) return true;
  // `..`, `.`, empty segments, and segments Windows trims to `..` (dots and spaces only).
  return path.split('/').some((segment) => segment === '' || /^[. ]+$/.test(segment));
}

const LEAVES = 'would leave the pack';

/**
 * Why a pack path is refused under some reading a launcher might apply, or null: it must stay inside the instance
 * folder (relative, forward slashes only, no drive letter, no `.`/`..`/empty segment, no control character) and each
 * segment must be a name every file system can write (#contracts/file-names.ts).
 */
function packPathProblem(path: string): string | null {
  for (const reading of readings(path)) {
    if (unsafeReading(reading)) return LEAVES;
    for (const segment of reading.split('/')) {
      const problem = fileNameProblem(segment);
      if (problem) return `is refused: ${problem}`;
    }
  }
  return null;
}

export const isSafePackPath = (path: string) => packPathProblem(path) === null;

const sha1 = z.string().regex(/^[0-9a-f]{40}$/, 'sha1 must be 40 lowercase hex digits');
const sha512 = z.string().regex(/^[0-9a-f]{128}$/, 'sha512 must be 128 lowercase hex digits');
const side = z.enum(['required', 'optional', 'unsupported']);
const httpsUrl = z.string().refine((value) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}, 'downloads must be https URLs');

const indexSchema = z.object({
  formatVersion: z.literal(1),
  game: z.literal('minecraft'),
  versionId: z.string().min(1),
  name: z.string().min(1),
  summary: z.string().optional(),
  files: z.array(z.object({
    path: z.string().min(1),
    hashes: z.object({ sha1, sha512 }).catchall(z.string()),
    env: z.object({ client: side, server: side }).optional(),
    downloads: z.array(httpsUrl).min(1),
    fileSize: z.number().int().min(0),
  // Each listed file becomes a dependency of the version, which may have no more; the cap also keeps the index small.
  })).max(VERSION_DEPENDENCIES_MAX, `a pack lists at most ${VERSION_DEPENDENCIES_MAX} files`),
  dependencies: z.record(z.string(), z.string().min(1)).refine((deps) => 'minecraft' in deps, 'dependencies must name minecraft'),
});

export type MrpackIndex = z.infer<typeof indexSchema>;

/**
 * The validated index of a pack; any unsafe path (listed file or override entry), symbolic link, or download from a
 * host outside `hosts` refuses the whole pack. `hosts` is null for a pack whose downloads are never followed.
 */
export function readMrpackIndex(archive: Archive, filename: string, hosts: readonly string[] | null): MrpackIndex {
  const text = archive.text(MRPACK_INDEX);
  if (text === undefined) throw refuse(`${filename} has no ${MRPACK_INDEX}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse(`${MRPACK_INDEX} in ${filename} is not valid JSON`);
  }
  const parsed = indexSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw refuse(`Invalid ${MRPACK_INDEX} in ${filename}: ${issue.path.join('.') || 'index'}: ${issue.message}`);
  }
  const index = parsed.data;
  for (const key of Object.keys(index.dependencies)) {
    if (key !== 'minecraft' && !(key in MRPACK_LOADERS)) throw refuse(`Invalid ${MRPACK_INDEX} in ${filename}: unknown dependency \`${key}\``);
  }
  index.files.forEach((file, i) => {
    const problem = packPathProblem(file.path);
    if (problem) throw refuse(`Invalid ${MRPACK_INDEX} in ${filename}: the path \`${printableName(file.path)}\` ${problem}`);
    const foreign = hosts ? file.downloads.findIndex((url) => !hosts.includes(new URL(url).hostname)) : -1;
    if (hosts && foreign >= 0) {
      throw refuse(`Invalid ${MRPACK_INDEX} in ${filename}: files.${i}.downloads.${foreign}: \`${file.downloads[foreign]}\` is not on a host packs may download from (${hosts.join(', ')})`);
    }
  });
  for (const name of archive.names) {
    const folder = OVERRIDE_FOLDERS.find((prefix) => name.startsWith(prefix));
    const inside = folder ? name.slice(folder.length).replace(/\/$/, '') : name.replace(/\/$/, '');
    const problem = name.includes('\\') ? LEAVES : folder && inside === '' ? null : packPathProblem(inside);
    if (problem) throw refuse(`${filename} contains the entry \`${printableName(name)}\`, which ${problem}`);
  }
  // A launcher that extracts a link writes through it, wherever it points.
  const link = archive.links[0];
  if (link !== undefined) throw refuse(`${filename} contains the symbolic link \`${printableName(link)}\`; packs may not contain links`);
  return index;
}

/** The pack's loaders in Kiln's names. */
export const mrpackLoaders = (index: MrpackIndex) =>
  Object.keys(index.dependencies).flatMap((key) => (MRPACK_LOADERS[key] ? [MRPACK_LOADERS[key]!] : []));
