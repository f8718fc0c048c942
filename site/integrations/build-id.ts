// Stamps each site build with an id: compiled into the page script, and written to /build-id.txt, which open pages
// poll (with a cache-busting timestamp) to learn that a newer build is being served (spec §7, latest-build check).
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';

export const BUILD_ID_FILE = 'build-id.txt';

export function buildId(): AstroIntegration {
  const id = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  return {
    name: 'kiln-build-id',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { define: { __KILN_BUILD_ID__: JSON.stringify(id) } } });
      },
      // `dir` is where the browser's files go (dist/client for the Node build), so the file is served as it is.
      'astro:build:done': ({ dir }) => writeFileSync(new URL(BUILD_ID_FILE, dir), id),
    },
  };
}
