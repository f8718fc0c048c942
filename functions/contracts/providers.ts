// External sign-in providers Kiln knows, by the id used in URLs, the database and the API's auth_providers.
/** Steam is missing on purpose: it signs in with OpenID 2.0, which arctic (OAuth 2.0 only) does not offer. */
export const EXTERNAL_PROVIDERS = ['github', 'discord', 'google', 'microsoft', 'gitlab'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];

export const PROVIDER_LABELS: Record<ExternalProvider, string> = {
  github: 'GitHub',
  discord: 'Discord',
  google: 'Google',
  microsoft: 'Microsoft',
  gitlab: 'GitLab',
};

export const isExternalProvider = (value: string | undefined): value is ExternalProvider =>
  (EXTERNAL_PROVIDERS as readonly string[]).includes(value ?? '');
