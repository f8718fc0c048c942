// Settings from `.env.local` and `.env` in the project folder, beneath whatever the environment already sets.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/** Earlier files win: `.env.local` holds this machine's overrides of a shared `.env`. */
export const ENV_FILES = ['.env.local', '.env'];

/**
 * Fills `env` from the files without overwriting anything set already, so a variable given on the command line or
 * by the service manager always wins. Returns the files that were read, for the start log.
 */
export function loadEnvFiles(root: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const read: string[] = [];
  for (const name of ENV_FILES) {
    const path = join(root, name);
    if (!existsSync(path)) continue;
    for (const [key, value] of Object.entries(parseEnv(readFileSync(path, 'utf8')))) env[key] ??= value;
    read.push(name);
  }
  return read;
}
