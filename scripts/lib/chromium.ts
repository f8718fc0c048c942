// Finds a Chromium for the browser tests (Playwright cannot download browsers here; the system's is used).
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

export const MISSING_CHROMIUM_MESSAGE = [
  'No Chromium was found for the browser tests.',
  'Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  '`.ci/run` installs it automatically on a clean machine.',
].join('\n');
