// External sign-in providers Kiln knows, by the id used in URLs, the database and the API's auth_providers.
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
