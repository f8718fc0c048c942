// What a request says about where traffic comes from: known bots, the kind of client, and the visitor's country.
import { isbot } from 'isbot';
import type { TrustProxy } from '#config';
import { UNKNOWN_COUNTRY, type DownloadSource } from '#contracts/analytics.ts';

/** Crawlers and monitors, by the maintained `isbot` pattern list; an empty user agent is no browser either. */
export const isKnownBot = (userAgent: string | undefined) => !userAgent || isbot(userAgent);

/** Launchers name themselves (theseus, the Kiln app, ATLauncher, Prism…); browsers say Mozilla; the rest is a script. */
const APP = /\b(kiln[- ]?app|theseus|modrinth[- ]?app|prismlauncher|atlauncher|multimc|polymc|gdlauncher|xmcl)\b/i;

export function sourceOf(userAgent: string | undefined): DownloadSource {
  if (userAgent && APP.test(userAgent)) return 'app';
  if (userAgent?.startsWith('Mozilla/')) return 'site';
  return 'api';
}

/** Only Cloudflare tells the country (its CF-IPCountry header); elsewhere it is unknown rather than guessed. */
export function countryOf(cfIpCountry: string | undefined, trustProxy: TrustProxy): string {
  const country = trustProxy === 'cloudflare' ? cfIpCountry?.trim().toUpperCase() : undefined;
  return country && /^[A-Z]{2}$/.test(country) && country !== 'T1' ? country : UNKNOWN_COUNTRY;
}
