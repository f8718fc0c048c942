// Pre-rendered pages are served from disk by the Node adapter with the headers listed in dist/_headers.json: the
// build writes each page's script policy there, and every start adds this configuration's security headers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRAMING_POLICY, securityHeaderEntries, type HeaderEntry } from '#access';
import type { Config } from '#config';

interface RouteHeaders {
  pathname: string;
  headers: HeaderEntry[];
}

const CSP = 'Content-Security-Policy';
/** Every name a start may write, so an earlier start's choice (HSTS on https) does not outlive its configuration. */
const MANAGED = new Set(securityHeaderEntries({ publicUrl: 'https://any' }, true).map(({ key }) => key));

/** The adapter sets one value per name, so the framing rule joins the page's own policy instead of replacing it. */
function withSecurityHeaders(headers: HeaderEntry[], added: HeaderEntry[]): HeaderEntry[] {
  const built = headers.filter(({ key }) => !MANAGED.has(key) || key === CSP)
    .map(({ key, value }) => (key === CSP ? { key, value: value.split(`; ${FRAMING_POLICY}`)[0]! } : { key, value }));
  const policy = built.find(({ key }) => key === CSP);
  return [
    ...built.filter(({ key }) => key !== CSP),
    ...added.map((entry) => (entry.key === CSP && policy ? { key: CSP, value: `${policy.value}; ${entry.value}` } : entry)),
  ];
}

/** The headers each pre-rendered page is served with, by its route; none for a build without the file. */
export function readRouteHeaders(distDir: string): RouteHeaders[] {
  const file = join(distDir, '_headers.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteHeaders[]) : [];
}

export function addSecurityHeadersToStaticPages(distDir: string, config: Pick<Config, 'publicUrl'>): number {
  const file = join(distDir, '_headers.json');
  if (!existsSync(file)) return 0;
  const routes = JSON.parse(readFileSync(file, 'utf8')) as RouteHeaders[];
  const added = securityHeaderEntries(config, true);
  writeFileSync(file, JSON.stringify(routes.map(({ pathname, headers }) => ({ pathname, headers: withSecurityHeaders(headers, added) })), null, 1));
  return routes.length;
}
