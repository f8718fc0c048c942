// The renderer's options for this site: its own hosts stay plain links, foreign images go through the proxy.
import type { Config } from '#config';
import type { SanitizeOptions } from './render.ts';

export function siteMarkdownOptions(config: Config): SanitizeOptions {
  return {
    ownHosts: [...new Set([config.publicUrl, config.cdnUrl].map((url) => new URL(url).hostname))],
    imageProxy: config.IMAGE_PROXY_URL,
  };
}
