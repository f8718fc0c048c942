// Inspecting one uploaded file: what its metadata declares (loaders, game versions, version, name), for pre-filling and checks.
import type { Inspection } from '#contracts/version-write.ts';
import { readArchive } from './archive.ts';
import type { KnownGameVersion } from './game-versions.ts';
import { METADATA_FILES, readFindings, type Finding } from './metadata.ts';
import { MRPACK_INDEX, mrpackLoaders, readMrpackIndex, type MrpackIndex } from './mrpack.ts';

export type { KnownGameVersion };

const ARCHIVE_EXTENSIONS = new Set(['jar', 'zip', 'litemod', 'mrpack']);
const WANTED = new Set<string>([...Object.values(METADATA_FILES), MRPACK_INDEX]);

export interface InspectedFile {
  inspection: Inspection;
  /** Each metadata file's own declaration, which loader checks look at. */
  findings: Finding[];
  /** The validated index when the file is a .mrpack. */
  mrpack: MrpackIndex | null;
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

/**
 * Reads an uploaded file. Archives that are not valid zips and .mrpack files that break the format are refused
 * (ApiError 400); a signature or an archive without known metadata yields an empty inspection.
 * `known` is the game-version list, newest first.
 */
export function inspectFile(filename: string, bytes: Uint8Array, known: readonly KnownGameVersion[]): InspectedFile {
  const extension = extensionOf(filename);
  if (!ARCHIVE_EXTENSIONS.has(extension)) return { inspection: combine(filename, []), findings: [], mrpack: null };
  const archive = readArchive(bytes, WANTED, filename);
  if (extension === 'mrpack') {
    const index = readMrpackIndex(archive, filename);
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
