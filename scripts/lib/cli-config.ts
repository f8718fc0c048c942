// The configuration of an operator's command: .env files under the environment, then config.ts, or a clear exit.
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from '#config';
import { loadEnvFiles } from './env-files.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function commandConfig(): Config {
  loadEnvFiles(ROOT);
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}
