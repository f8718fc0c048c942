// The configured external providers as arctic clients: authorization URL, code exchange and the user lookup.
import { Discord, GitHub, GitLab, Google, MicrosoftEntraId } from 'arctic';
import type { Config } from '#config';
import { EXTERNAL_PROVIDERS, type ExternalProvider } from '#contracts/providers.ts';
import { profileFetcher, type ProviderProfile } from './profiles.ts';

export interface ProviderClient {
  provider: ExternalProvider;
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** Exchanges the callback's code (with the PKCE verifier where the provider takes one) for an access token. */
  accessToken(code: string, codeVerifier: string): Promise<string>;
  profile(accessToken: string): Promise<ProviderProfile>;
}

const SCOPES: Record<ExternalProvider, string[]> = {
  github: ['read:user', 'user:email'],
  discord: ['identify', 'email'],
  google: ['openid', 'profile', 'email'],
  microsoft: ['openid', 'profile', 'email'],
  gitlab: ['openid', 'profile', 'email'],
};

function credentials(config: Config, provider: ExternalProvider): { id: string; secret: string } | null {
  const pairs: Record<ExternalProvider, [string | undefined, string | undefined]> = {
    github: [config.GITHUB_CLIENT_ID, config.GITHUB_CLIENT_SECRET],
    discord: [config.DISCORD_CLIENT_ID, config.DISCORD_CLIENT_SECRET],
    google: [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET],
    microsoft: [config.MICROSOFT_CLIENT_ID, config.MICROSOFT_CLIENT_SECRET],
    gitlab: [config.GITLAB_CLIENT_ID, config.GITLAB_CLIENT_SECRET],
  };
  const [id, secret] = pairs[provider];
  return id && secret ? { id, secret } : null;
}

export const callbackUrl = (config: Config, provider: ExternalProvider) => `${config.publicUrl}/_internal/auth/${provider}/callback`;

export const configuredProviders = (config: Config): ExternalProvider[] =>
  EXTERNAL_PROVIDERS.filter((provider) => credentials(config, provider) !== null);

/** GitHub and GitLab clients in arctic take no PKCE verifier; their flows rest on state and the client secret. */
export function providerClient(config: Config, provider: ExternalProvider): ProviderClient | null {
  const keys = credentials(config, provider);
  if (!keys) return null;
  const redirect = callbackUrl(config, provider);
  const scopes = SCOPES[provider];
  const profile = profileFetcher(provider, config.GITLAB_URL);
  switch (provider) {
    case 'github': {
      const client = new GitHub(keys.id, keys.secret, redirect);
      return { provider, profile, authorizationUrl: (state) => client.createAuthorizationURL(state, scopes), accessToken: async (code) => (await client.validateAuthorizationCode(code)).accessToken() };
    }
    case 'gitlab': {
      const client = new GitLab(config.GITLAB_URL, keys.id, keys.secret, redirect);
      return { provider, profile, authorizationUrl: (state) => client.createAuthorizationURL(state, scopes), accessToken: async (code) => (await client.validateAuthorizationCode(code)).accessToken() };
    }
    case 'discord': {
      const client = new Discord(keys.id, keys.secret, redirect);
      return {
        provider, profile,
        authorizationUrl: (state, verifier) => client.createAuthorizationURL(state, verifier, scopes),
        accessToken: async (code, verifier) => (await client.validateAuthorizationCode(code, verifier)).accessToken(),
      };
    }
    case 'google': {
      const client = new Google(keys.id, keys.secret, redirect);
      return {
        provider, profile,
        authorizationUrl: (state, verifier) => client.createAuthorizationURL(state, verifier, scopes),
        accessToken: async (code, verifier) => (await client.validateAuthorizationCode(code, verifier)).accessToken(),
      };
    }
    case 'microsoft': {
      const client = new MicrosoftEntraId(config.MICROSOFT_TENANT, keys.id, keys.secret, redirect);
      return {
        provider, profile,
        authorizationUrl: (state, verifier) => client.createAuthorizationURL(state, verifier, scopes),
        accessToken: async (code, verifier) => (await client.validateAuthorizationCode(code, verifier)).accessToken(),
      };
    }
  }
}
