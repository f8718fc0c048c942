// Typed runtime configuration read from environment variables with embedded defaults; the one place that knows the runtime.
import { z } from 'zod';

const optional = z.string().trim().min(1).optional();

/**
 * Whose word on the client address counts: nobody's (the socket's), the last `n` proxies of ours, each appending
 * the address it saw to X-Forwarded-For (`true` is one), or Cloudflare's CF-Connecting-IP.
 */
export type TrustProxy = false | number | 'cloudflare';

function trustProxyOf(value: string): TrustProxy {
  if (value === 'false') return false;
  if (value === 'cloudflare') return value;
  return value === 'true' ? 1 : Number(value);
}

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
  BLOB_STORE: z.enum(['local', 's3', 'r2']).default('local'),
  /** BLOB_STORE=r2: the name of the Worker's R2 bucket binding. */
  R2_BINDING: z.string().default('BLOBS'),
  BLOB_DIR: optional,
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_REGION: z.string().default('auto'),
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
  /** Stripe.js needs it for the Payment Element, the card form in Stripe mode. */
  STRIPE_PUBLISHABLE_KEY: optional,
  /** The creator rewards pool's fixed daily amount in US cents, on top of Kiln Plus's creator share. */
  CREATOR_POOL_DAILY_AMOUNT: z.coerce.number().int().min(0).default(10_000),
  PAYOUTS: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  PAYPAL_API_URL: z.string().url().default('https://api-m.paypal.com'),
  TREMENDOUS_API_KEY: optional,
  TREMENDOUS_API_URL: z.string().url().default('https://api.tremendous.com/api/v2'),
  /** `kiln-method-id:tremendous-product-id` pairs, comma-separated: the gift cards and charities offered. */
  TREMENDOUS_PRODUCTS: optional,
  /** Where analytics events and rollups live: the main database, or a ClickHouse server for scale. */
  ANALYTICS_STORE: z.enum(['embedded', 'clickhouse']).default('embedded'),
  CLICKHOUSE_URL: z.string().url().optional(),
  CLICKHOUSE_USER: optional,
  CLICKHOUSE_PASSWORD: optional,
  CLICKHOUSE_DATABASE: optional,
  /** Where hosted game servers run: real Minecraft-protocol servers on this machine, or Pelican/Pterodactyl Wings nodes. */
  SERVER_NODES: z.enum(['local', 'wings']).default('local'),
  /** The ports this machine's hosted servers listen on (`from-to`); each region's local node takes a third. */
  SERVER_PORTS: z.string().regex(/^\d{2,5}-\d{2,5}$/, 'SERVER_PORTS is a range such as 25565-25664').default('25565-25664'),
  /** Memory each region's local node sells to servers, in MiB: stock is this minus what its servers use. */
  LOCAL_NODE_MEMORY_MB: z.coerce.number().int().min(2048).default(49152),
  /** The host players join local servers at; by default PUBLIC_URL's host. */
  SERVER_PUBLIC_HOST: optional,
  /** Servers' subdomains are made under this domain (`{name}.{domain}`); unset, subdomains are not offered. */
  SERVER_DOMAIN: optional,
  /** How many backups each hosted server keeps (failed creates do not count); automatic ones roll within it. */
  SERVER_BACKUP_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
  /** SERVER_NODES=wings: a JSON array of the Wings nodes (id, region, public_host, url, token_id, token, memory_mb, ports). */
  WINGS_NODES: optional,
  SEED: z.string().default('kiln'),
  SEED_PROJECTS: z.coerce.number().int().min(0).default(500),
  RATELIMIT_BYPASS_KEY: optional,
  RATELIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  PAGE_RATELIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: z.string().trim().toLowerCase()
    .regex(/^(true|false|cloudflare|[1-9])$/, 'TRUST_PROXY must be false, true, a number of proxies (1-9) or cloudflare')
    .default('false').transform(trustProxyOf),
  LOG_REQUESTS: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  LOG_FORMAT: z.enum(['text', 'json']).default('text'),
  /** How long SIGTERM waits for in-flight requests and running jobs before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
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

/** Every variable the configuration reads: the README's table and .env.example are checked against this list. */
export const CONFIG_VARIABLES = Object.keys(schema.shape) as (keyof RawConfig)[];

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
  if (raw.SERVER_NODES === 'wings' && !raw.WINGS_NODES) throw new ConfigError('SERVER_NODES=wings needs WINGS_NODES, a JSON array of the Wings nodes');
  if (raw.PAYMENTS === 'stripe' && !raw.STRIPE_SECRET_KEY) {
    throw new ConfigError('PAYMENTS=stripe needs STRIPE_SECRET_KEY');
  }
  if (raw.ANALYTICS_STORE === 'clickhouse' && !raw.CLICKHOUSE_URL) {
    throw new ConfigError('ANALYTICS_STORE=clickhouse needs CLICKHOUSE_URL');
  }
  if (raw.PAYOUTS === 'live' && (!raw.PAYPAL_CLIENT_ID || !raw.PAYPAL_CLIENT_SECRET || !raw.TREMENDOUS_API_KEY)) {
    throw new ConfigError('PAYOUTS=live needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and TREMENDOUS_API_KEY');
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

/** Why the process runs in its mode, for the start log. */
export function modeReason(config: Config): string {
  if (config.KILN_MODE) return `KILN_MODE=${config.KILN_MODE}`;
  return `PUBLIC_URL ${config.publicUrl} is ${isLocalUrl(config.publicUrl) ? 'local' : 'not local'}`;
}

/**
 * What a public site must not run without: a key kept apart from the data it protects (a generated one lies in
 * DATA_DIR beside it), and mail that reaches people (the outbox keeps reset links in the database).
 */
export function productionProblems(config: Config): string[] {
  if (config.mode !== 'production') return [];
  const problems: string[] = [];
  if (!config.PUBLIC_URL) problems.push('PUBLIC_URL is not set: set it to the address people open, e.g. https://kiln.example.com (links in mail and cookie security come from it).');
  if (!config.SECRET_KEY) problems.push('SECRET_KEY is not set: set it to a random string of at least 32 characters (openssl rand -base64 48).');
  if (config.MAIL_TRANSPORT !== 'http') problems.push('MAIL_TRANSPORT is not set to http: set MAIL_TRANSPORT=http with MAIL_API_URL and MAIL_API_KEY, so account mail reaches people.');
  else if (!config.MAIL_API_URL || !config.MAIL_API_KEY) problems.push('MAIL_TRANSPORT=http needs MAIL_API_URL and MAIL_API_KEY.');
  return problems;
}
