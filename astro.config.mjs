// Site build: Astro with React islands; Node standalone by default, Cloudflare Workers when KILN_ADAPTER=cloudflare.
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import cloudflare from '@astrojs/cloudflare';

const forWorkers = process.env.KILN_ADAPTER === 'cloudflare';

export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: forWorkers ? './dist-worker' : './dist',
  output: 'static',
  adapter: forWorkers ? cloudflare() : node({ mode: 'standalone' }),
  integrations: [react()],
  server: { port: 4321, host: 'localhost' },
  devToolbar: { enabled: false },
  vite: forWorkers ? { resolve: { alias: { '@libsql/client': '@libsql/client/web' } } } : {},
});
