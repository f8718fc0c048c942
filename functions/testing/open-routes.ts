// Test support for the authorization matrix's completeness check: the routes that need no caller, and matching the
// app's registered route patterns against the matrix's concrete paths.

/**
 * Routes that answer anonymous callers. Anything the app registers must be either here or a row of the matrix, so a
 * new route is classified the day it is added. `/_internal/v2` and `/_internal/v3` mirror `/v2` and `/v3`.
 */
export const OPEN_ROUTES: readonly string[] = [
  // Public reads (api-compat §v2-routes, §authentication): a bad token degrades to anonymous.
  ...['/project/:key', '/project/:key/check', '/project/:key/dependencies', '/project/:key/members', '/project/:key/version',
    '/project/:key/version/:version', '/projects', '/projects_random', '/search', '/statistics', '/team/:id/members', '/teams',
    '/user/:key', '/user/:key/projects', '/users', '/version/:id', '/version_file/:hash', '/version_file/:hash/download', '/versions',
    ...['category', 'donation_platform', 'game_version', 'license', 'license/:id{.+}', 'loader', 'project_type', 'report_type', 'side_type'].map((tag) => `/tag/${tag}`),
  ].map((path) => `GET /v2${path}`),
  ...['/version_file/:hash/update', '/version_file/project', '/version_files', '/version_files/update', '/version_files/update_individual', '/version_files/update_many']
    .map((path) => `POST /v2${path}`),
  ...['/collection/:id', '/collections', '/organization/:key', '/organization/:key/members', '/organization/:key/projects', '/organizations',
    '/project/:key/members', '/project/:key/organization', '/team/:id/members', '/teams', '/user/:key/collections', '/user/:key/organizations']
    .map((path) => `GET /v3${path}`),
  // The auth forms themselves, the mailed email-change and sign-in links, and signing in with a provider.
  ...['/auth/sign-up', '/auth/sign-in', '/auth/sign-in/two-factor', '/auth/sign-in/link', '/auth/sign-out', '/auth/reset', '/auth/reset/complete']
    .map((path) => `POST /_internal${path}`),
  'GET /_internal/account/email/confirm',
  'GET /_internal/auth/:provider{(?:github|discord|google|microsoft|gitlab)}',
  'GET /_internal/auth/:provider{(?:github|discord|google|microsoft|gitlab)}/callback',
  // The desktop app's sign-in: started and cancelled in a signed-out browser; the app proves itself with the PKCE verifier.
  'GET /_internal/app-sign-in/start',
  'POST /_internal/app-sign-in/cancel',
  'POST /_internal/app-sign-in/token',
  // OAuth clients authenticate themselves (client id and secret), not as a person; app icons show on the consent screen.
  'POST /_internal/oauth/token',
  'POST /_internal/oauth/revoke',
  'GET /_internal/oauth/app/:id/icon',
  // Kiln Servers: the regions' stock and the latency probe are public; the console stream authenticates with a ticket,
  // a backup's archive with its download link's token.
  'GET /v3/servers/regions',
  'GET /_internal/servers/ping',
  'GET /v3/servers/:id/console',
  'GET /v3/servers/:id/backups/:backup/archive',
  // Display preferences are cookies anyone may set.
  'POST /_internal/theme',
  'POST /_internal/cosmetics',
  'POST /_internal/locale',
  // Files, the API description, the API root and the development mail outbox.
  'GET /cdn/data/:projectId/versions/:versionId/:filename',
  'GET /cdn/images/*',
  'GET /openapi.json',
  // The Forge update checker, read by the game itself.
  'GET /updates/:key/forge_updates.json',
  'GET /',
  'GET /_dev/mail',
  // The billing catalogue and currency choice are anyone's; Stripe signs the webhook; the sandbox clock is the
  // developer's (a 404 to everyone else).
  'GET /_internal/billing/products',
  'POST /_internal/billing/currency',
  'POST /_internal/billing/webhook',
  'GET /_dev/billing-clock',
  'POST /_dev/billing-clock',
  // The withdrawal methods per country and the platform's revenue series are public (contract §8.7).
  'GET /v3/payout/methods',
  'GET /v3/payout/platform_revenue',
  // The probes of process managers and load balancers.
  'GET /healthz',
  'GET /readyz',
];

/** `POST /_internal/v2/x` is the same handler as `POST /v2/x`, reached with the website's cookie. */
export const foldMirror = (route: string) => route.replace(/ \/_internal(?=\/v[23]\/)/, ' ');

const escape = (text: string) => text.replace(/[.+?^$()[\]\\|]/g, '\\$&');

/** A registered pattern (`/v2/project/:key`, `:provider{(?:a|b)}`, `*`) as a regex over concrete paths. */
export function patternRegex(pattern: string): RegExp {
  const source = pattern.split(/(:[A-Za-z]+(?:\{[^}]+\})?|\*)/).map((part) => {
    if (part === '*') return '.+';
    const param = /^:[A-Za-z]+(?:\{(.+)\})?$/.exec(part);
    if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
    return escape(part);
  }).join('');
  return new RegExp(`^${source}$`);
}

/** A concrete path for a pattern, for probing it: the first choice of a constrained parameter, a made-up id otherwise. */
export function samplePath(pattern: string): string {
  return pattern.split(/(:[A-Za-z]+(?:\{[^}]+\})?|\*)/).map((part) => {
    if (part === '*') return 'missing.png';
    const param = /^:([A-Za-z]+)(?:\{(.+)\})?$/.exec(part);
    if (!param) return part;
    if (param[2]?.startsWith('(?:')) return param[2].slice(3).split('|')[0]!.replace(/\)$/, '');
    return param[1] === 'hash' ? 'a'.repeat(40) : param[2] ? 'MIT' : 'UNKNOWN1';
  }).join('');
}

/** Of the registered routes a concrete path matches, the one the router takes: literal segments beat parameters. */
export function routeOf(patterns: readonly string[], method: string, path: string): string | undefined {
  const bare = path.split('?')[0]!;
  const matches = patterns.filter((key) => key.startsWith(`${method} `) && patternRegex(key.slice(method.length + 1)).test(bare));
  const params = (key: string) => (key.match(/:|\*/g) ?? []).length;
  return matches.sort((a, b) => params(a) - params(b))[0];
}
