// Inspecting one uploaded file: what its metadata declares (loaders, game versions, version, name), for pre-filling and checks.
import { PACK_DOWNLOAD_HOSTS } from '#contracts/pack-downloads.ts';
import type { Inspection } from '#contracts/version-write.ts';
import { openArchive, packArchive, type PackedArchive } from './archive.ts';
import { readFromSource, readInMemory, type ByteSource } from '#lib/zip/byte-reads.ts';
import type { KnownGameVersion } from './game-versions.ts';
import { METADATA_FILES, readFindings, type Finding } from './metadata.ts';
import { MRPACK_INDEX, mrpackLoaders, readMrpackIndex, type MrpackIndex } from './mrpack.ts';

export type { KnownGameVersion };

const ARCHIVE_EXTENSIONS = new Set(['jar', 'zip', 'litemod', 'mrpack']);
const MiB = 1024 * 1024;
/** YAML parses slowly (a few hundred ms per MiB), and plugin descriptors are a few KiB: they get less room than the rest. */
const YAML_FILES = new Set<string>([METADATA_FILES.bukkit, METADATA_FILES.paper, METADATA_FILES.bungee]);
/** Each entry inspection reads, and the most it may inflate to. */
const WANTED = new Map<string, number>([...Object.values(METADATA_FILES), MRPACK_INDEX].map((name) => [name, YAML_FILES.has(name) ? MiB : 16 * MiB]));

export interface InspectedFile {
  inspection: Inspection;
  /** Each metadata file's own declaration, which loader checks look at. */
  findings: Finding[];
  /** The validated index when the file is a .mrpack. */
  mrpack: MrpackIndex | null;
}

/** What inspecting a file needs of it, small enough to hand to a worker thread: its name and its packed archive, if it is one. */
export interface PackedFile {
  filename: string;
  archive: PackedArchive | null;
}

/** What inspection checks a file against: the game versions (newest first) and the hosts a pack may download from. */
export interface InspectionContext {
  known: readonly KnownGameVersion[];
  packHosts: readonly string[];
}

export const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
};

const unique = <T>(values: T[]) => [...new Set(values)];

function combine(filename: string, findings: Finding[]): Inspection {
  const first = findings.find((found) => found.versionNumber) ?? findings[0];
  const versionNumber = first?.versionNumber ?? null;
  const title = findings.find((found) => found.name)?.name ?? null;
  return {
    file_name: filename,
    project_type: findings[0]?.projectType ?? null,
    loaders: unique(findings.flatMap((found) => found.loaders)),
    game_versions: unique(findings.flatMap((found) => found.gameVersions)),
    version_number: versionNumber,
    name: versionNumber ? (title ? `${title} ${versionNumber}` : versionNumber) : null,
    environment: findings.find((found) => found.environment)?.environment ?? null,
  };
}

const isArchive = (filename: string) => ARCHIVE_EXTENSIONS.has(extensionOf(filename));

/** The cheap first step, done where the bytes are: the archive's directory checked and its metadata entries copied out. */
export function packFile(filename: string, bytes: Uint8Array): PackedFile {
  return { filename, archive: isArchive(filename) ? readInMemory((size) => packArchive(size, WANTED, filename), bytes) : null };
}

/** The same first step for a stored upload, read range by range from its blob. */
export async function packStoredFile(filename: string, source: ByteSource): Promise<PackedFile> {
  return { filename, archive: isArchive(filename) ? await readFromSource((size) => packArchive(size, WANTED, filename), source) : null };
}

/** The costly second step (inflating and parsing metadata), which a worker thread may run. */
export function inspectPacked({ filename, archive: packed }: PackedFile, { known, packHosts }: InspectionContext): InspectedFile {
  if (!packed) return { inspection: combine(filename, []), findings: [], mrpack: null };
  const archive = openArchive(packed, filename);
  if (extensionOf(filename) === 'mrpack') {
    const index = readMrpackIndex(archive, filename, packHosts);
    const minecraft = index.dependencies.minecraft!;
    return {
      inspection: {
        file_name: filename,
        project_type: 'modpack',
        loaders: mrpackLoaders(index),
        game_versions: known.some((entry) => entry.version === minecraft) ? [minecraft] : [],
        version_number: index.versionId,
        name: index.name,
        environment: null,
      },
      findings: [],
      mrpack: index,
    };
  }
  const findings = readFindings(archive, known);
  return { inspection: combine(filename, findings), findings, mrpack: null };
}

/**
 * Reads an uploaded file in-process. Archives that are not valid zips, or that could not be read within budget, and
 * .mrpack files that break the format are refused (ApiError 400); a signature or an archive without known metadata
 * yields an empty inspection. `known` is the game-version list, newest first; a pack may name only `packHosts`.
 */
export function inspectFile(
  filename: string, bytes: Uint8Array, known: readonly KnownGameVersion[], packHosts: readonly string[] = PACK_DOWNLOAD_HOSTS,
): InspectedFile {
  return inspectPacked(packFile(filename, bytes), { known, packHosts });
}
