// Precompression of the built site's text files: a `.br` and a `.gz` beside each, streamed through zlib at the highest
// settings (made once per build, so size beats speed), which the Node server's static layer sends to clients that accept them.
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** The built files worth compressing: text of every kind the site ships. */
export const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.html', '.xml', '.json', '.txt']);
/** Below this the encoding's framing eats what it saves (the dynamic answers' threshold too). */
export const MIN_BYTES = 1024;
/** The variants made, by content coding, with the suffix each file gets. */
export const VARIANTS = { br: '.br', gzip: '.gz' } as const;
export type Variant = keyof typeof VARIANTS;
/** Files compressed at once: zlib runs each on the libuv thread pool. */
const CONCURRENCY = 4;

const compressor = (variant: Variant) => (variant === 'br'
  ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
  : createGzip({ level: constants.Z_BEST_COMPRESSION }));

async function* textFiles(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name))) yield path;
  }
}

export interface PrecompressReport {
  files: number;
  bytes: number;
  /** What each encoding's variants add up to, for the files that got one. */
  encoded: Record<Variant, number>;
}

/** Writes the variants of one file; a variant no smaller than the file is removed, so the file goes out as it is. */
export async function precompressFile(path: string, report?: PrecompressReport): Promise<void> {
  const { size } = await stat(path);
  if (size < MIN_BYTES) return;
  for (const [variant, suffix] of Object.entries(VARIANTS) as [Variant, string][]) {
    await pipeline(createReadStream(path), compressor(variant), createWriteStream(path + suffix));
    const encoded = (await stat(path + suffix)).size;
    if (encoded >= size) await rm(path + suffix);
    else if (report) report.encoded[variant] += encoded;
  }
  if (report) {
    report.files += 1;
    report.bytes += size;
  }
}

/** Precompresses every text file under `directory` (a build's client output). */
export async function precompressTree(directory: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, encoded: { br: 0, gzip: 0 } };
  const files = textFiles(directory);
  const worker = async () => {
    for (let next = await files.next(); !next.done; next = await files.next()) await precompressFile(next.value, report);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}
