// Readies a build's client output for serving: records the origin the pre-rendered pages were built with (the Node
// server swaps it for its own, scripts/lib/static-files.ts), and for the Node server precompresses the text files.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PAGE_ORIGIN_FILE } from '../../scripts/lib/page-origin.ts';
import { precompressTree } from '../../scripts/lib/precompress.ts';

/** `precompress: false` for Workers: Cloudflare compresses at the edge. */
export function staticFiles(options: { precompress: boolean }): AstroIntegration {
  let origin = '';
  return {
    name: 'kiln-static-files',
    hooks: {
      // Astro renders pages of a build without `site` as if served from localhost on the configured port.
      'astro:config:done': ({ config }) => {
        origin = config.site ? new URL(config.site).origin : `http://localhost:${config.server.port}`;
      },
      'astro:build:done': async ({ dir, logger }) => {
        writeFileSync(new URL(`../${PAGE_ORIGIN_FILE}`, dir), origin);
        if (!options.precompress) return;
        const { files, bytes, encoded } = await precompressTree(fileURLToPath(dir));
        const kib = (size: number) => `${Math.round(size / 1024)} KiB`;
        logger.info(`Precompressed ${files} files of ${kib(bytes)}: ${kib(encoded.br)} as br, ${kib(encoded.gzip)} as gzip.`);
      },
    },
  };
}
