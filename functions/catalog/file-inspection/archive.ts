// Reading zip archives (jars, packs, .mrpack) with fflate: every entry name, and the bytes of only the metadata asked for.
import { unzipSync } from 'fflate';
import { ApiError } from '#contracts/errors.ts';

/** Metadata files are small; a larger one is refused rather than inflated (a zip bomb must not fill memory). */
const METADATA_MAX_BYTES = 16 * 1024 * 1024;

export interface Archive {
  names: string[];
  /** The inflated bytes of a wanted entry, if the archive has it. */
  entry(name: string): Uint8Array | undefined;
  text(name: string): string | undefined;
}

export function readArchive(bytes: Uint8Array, wanted: ReadonlySet<string>, filename: string): Archive {
  const names: string[] = [];
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter(file) {
        names.push(file.name);
        if (!wanted.has(file.name)) return false;
        if (file.originalSize > METADATA_MAX_BYTES) throw new ApiError('invalid_input', `\`${file.name}\` in ${filename} is too large to read`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('invalid_input', `${filename} is not a valid zip archive`);
  }
  const decoder = new TextDecoder();
  return {
    names,
    entry: (name) => entries[name],
    text: (name) => (entries[name] ? decoder.decode(entries[name]).replace(/^\uFEFF/, '') : undefined),
  };
}
