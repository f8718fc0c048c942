// Each provider's user endpoint: who signed in (stable id, a name, the email and whether the provider verified it).
import { z } from 'zod';
import type { ExternalProvider } from '#contracts/providers.ts';

export interface ProviderProfile {
  /** The provider's stable account id. */
  id: string;
  /** A display name at the provider, used to derive a Kiln username. */
  username: string;
  email: string | null;
  /** True only when the provider itself asserts that the address belongs to the account. */
  emailVerified: boolean;
}

export class ProviderResponseError extends Error {}

async function getJson<T>(url: string, accessToken: string, schema: z.ZodType<T>, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json', 'User-Agent': 'Kiln', ...headers } });
  if (!response.ok) throw new ProviderResponseError(`${url} answered ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ProviderResponseError(`${url} answered an unexpected body`);
  return parsed.data;
}

const localPart = (email: string | null | undefined) => email?.split('@')[0] ?? '';

const GITHUB_HEADERS = { Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28' };
const githubUser = z.object({ id: z.number().int(), login: z.string() });
const githubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

/** GitHub's /user shows only a public email; /user/emails (scope user:email) says which address is verified. */
async function github(accessToken: string): Promise<ProviderProfile> {
  const user = await getJson('https://api.github.com/user', accessToken, githubUser, GITHUB_HEADERS);
  const emails = await getJson('https://api.github.com/user/emails', accessToken, githubEmails, GITHUB_HEADERS);
  const primary = emails.find((entry) => entry.primary) ?? null;
  return { id: String(user.id), username: user.login, email: primary?.email ?? null, emailVerified: primary?.verified ?? false };
}

const discordUser = z.object({
  id: z.string(), username: z.string(), email: z.string().nullish(), verified: z.boolean().nullish(),
});

async function discord(accessToken: string): Promise<ProviderProfile> {
  const user = await getJson('https://discord.com/api/users/@me', accessToken, discordUser);
  return { id: user.id, username: user.username, email: user.email ?? null, emailVerified: Boolean(user.email) && user.verified === true };
}

const oidcUserInfo = z.object({
  sub: z.string().min(1),
  preferred_username: z.string().nullish(),
  nickname: z.string().nullish(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  email_verified: z.boolean().nullish(),
});

function fromUserInfo(info: z.infer<typeof oidcUserInfo>, trustVerified: boolean): ProviderProfile {
  const email = info.email ?? null;
  return {
    id: info.sub,
    username: info.preferred_username || info.nickname || localPart(email) || info.name || '',
    email,
    emailVerified: trustVerified && email !== null && info.email_verified === true,
  };
}

const google = async (accessToken: string) =>
  fromUserInfo(await getJson('https://openidconnect.googleapis.com/v1/userinfo', accessToken, oidcUserInfo), true);

/**
 * Entra ID lets tenant admins put any address in the email claim without proving it (the "nOAuth" problem),
 * so a Microsoft address is never treated as verified.
 */
const microsoft = async (accessToken: string) =>
  fromUserInfo(await getJson('https://graph.microsoft.com/oidc/userinfo', accessToken, oidcUserInfo), false);

const gitlab = (baseUrl: string) => async (accessToken: string) =>
  fromUserInfo(await getJson(`${baseUrl.replace(/\/$/, '')}/oauth/userinfo`, accessToken, oidcUserInfo), true);

export function profileFetcher(provider: ExternalProvider, gitlabUrl: string): (accessToken: string) => Promise<ProviderProfile> {
  switch (provider) {
    case 'github': return github;
    case 'discord': return discord;
    case 'google': return google;
    case 'microsoft': return microsoft;
    case 'gitlab': return gitlab(gitlabUrl);
  }
}
