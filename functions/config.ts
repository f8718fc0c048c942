// Typed runtime configuration read from environment variables with embedded defaults; the one place that knows the runtime.
import { z } from 'zod';

const optional = z.string().trim().min(1).optional();

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().default('localhost'),
  PUBLIC_URL: z.string().url().optional(),
  KILN_MODE: z.enum(['development', 'production']).optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optional,
  DATABASE_AUTH_TOKEN: optional,
  SEARCH_ENGINE: z.enum(['embedded', 'typesense']).default('embedded'),
  TYPESENSE_URL: optional,
  TYPESENSE_API_KEY: optional,
  BLOB_STORE: z.enum(['local', 's3']).default('local'),
  BLOB_DIR: optional,
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  CDN_URL: optional,
  IMAGE_PROXY_URL: z.string().url().default('https://wsrv.nl/'),
  COMMUNITY_CHAT_URL: z.string().url().default('https://discord.gg/kiln'),
  MAIL_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  MAIL_API_URL: optional,
  MAIL_API_KEY: optional,
  MAIL_FROM: z.string().default('Kiln <noreply@kiln.localhost>'),
  PAYMENTS: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  SERVER_NODES: z.enum(['local', 'wings']).default('local'),
  SEED: z.string().default('kiln'),
  SEED_PROJECTS: z.coerce.number().int().min(0).default(500),
  RATELIMIT_BYPASS_KEY: optional,
  RATELIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  PAGE_RATELIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  LOG_REQUESTS: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  /** External sign-in: each provider is offered only when both its client id and secret are set. */
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  DISCORD_CLIENT_ID: optional,
  DISCORD_CLIENT_SECRET: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  MICROSOFT_CLIENT_ID: optional,
  MICROSOFT_CLIENT_SECRET: optional,
  MICROSOFT_TENANT: z.string().trim().min(1).default('common'),
  GITLAB_CLIENT_ID: optional,
  GITLAB_CLIENT_SECRET: optional,
  GITLAB_URL: z.string().url().default('https://gitlab.com'),
  /** Encrypts secrets that must be read back (TOTP keys); without it a random key is kept in DATA_DIR. */
  SECRET_KEY: z.string().trim().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
});

export type RawConfig = z.infer<typeof schema>;

export type Mode = 'development' | 'production';

export interface Config extends RawConfig {
  publicUrl: string;
  /** Development serves the developer's tools (the mail outbox viewer); KILN_MODE, else decided by PUBLIC_URL. */
  mode: Mode;
  databaseUrl: string;
  blobDir: string;
  cdnUrl: string;
}

export class ConfigError extends Error {}

/** A public URL only this machine can open: the site is running for its developer. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1';
}

/** Parses an environment (process.env in Node, the bindings in Workers) into a validated config. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const raw = parsed.data;
  if (raw.SEARCH_ENGINE === 'typesense' && (!raw.TYPESENSE_URL || !raw.TYPESENSE_API_KEY)) {
    throw new ConfigError('SEARCH_ENGINE=typesense needs TYPESENSE_URL and TYPESENSE_API_KEY');
  }
  if (raw.PAYMENTS === 'stripe' && !raw.STRIPE_SECRET_KEY) {
    throw new ConfigError('PAYMENTS=stripe needs STRIPE_SECRET_KEY');
  }
  const publicUrl = (raw.PUBLIC_URL ?? `http://${raw.HOST}:${raw.PORT}`).replace(/\/$/, '');
  return {
    ...raw,
    publicUrl,
    mode: raw.KILN_MODE ?? (isLocalUrl(publicUrl) ? 'development' : 'production'),
    databaseUrl: raw.DATABASE_URL ?? `file:${raw.DATA_DIR}/kiln.db`,
    blobDir: raw.BLOB_DIR ?? `${raw.DATA_DIR}/blobs`,
    cdnUrl: (raw.CDN_URL ?? `${publicUrl}/cdn`).replace(/\/$/, ''),
  };
}
