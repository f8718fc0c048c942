// Site build: Astro with React islands; Node standalone by default, Cloudflare Workers when KILN_ADAPTER=cloudflare.
import { createHash } from 'node:crypto';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import cloudflare from '@astrojs/cloudflare';
import { THEME_BOOTSTRAP } from './site/src/components/layout/theme-bootstrap.ts';
import { buildId } from './site/integrations/build-id.ts';
import { staticFiles } from './site/integrations/static-files.ts';

const forWorkers = process.env.KILN_ADAPTER === 'cloudflare';

export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: forWorkers ? './dist-worker' : './dist',
  output: 'static',
  // Canonical links, feeds and the sitemap of pre-rendered pages are absolute. The Node server swaps the origin they
  // were built with for its own at start; a Worker cannot, so its build takes the origin it will be deployed at.
  site: forWorkers ? process.env.PUBLIC_URL : undefined,
  // staticHeaders: pre-rendered pages get their Content-Security-Policy as a response header, not only a meta tag.
  adapter: forWorkers ? cloudflare() : node({ mode: 'standalone', staticHeaders: true }),
  // Last, so it precompresses what the others wrote.
  integrations: [react(), buildId(), staticFiles({ precompress: !forWorkers })],
  // Kiln keeps its own sessions (#access); Astro's would only add a store nobody reads and a start-up warning.
  session: false,
  server: { port: 4321, host: 'localhost' },
  devToolbar: { enabled: false },
  // Content pages hold no code blocks; Shiki's inline colour styles would only fight the Content-Security-Policy.
  markdown: { syntaxHighlight: false },
  security: {
    // Scripts run only from this origin or as the hashed inline scripts Astro and the theme bootstrap emit. Styles
    // allow inline (style attributes carry user colours and layout); nothing may embed plugins or rebase URLs.
    csp: {
      directives: ["object-src 'none'", "base-uri 'self'"],
      scriptDirective: { hashes: [`sha256-${createHash('sha256').update(THEME_BOOTSTRAP).digest('base64')}`] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: forWorkers ? { resolve: { alias: { '@libsql/client': '@libsql/client/web' } } } : {},
});
