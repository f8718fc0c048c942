// The dependencies services receive (config, database, blob store, search engine, mail, payments, payouts, analytics store, game-server nodes, clock), assembled from config.
import { ConfigError, type Config } from '#config';
import { openDatabase, type Db } from '#db/client.ts';
import type { BlobStore } from './blobs/port.ts';
import { createLocalBlobStore } from './blobs/local.ts';
import { createS3BlobStore } from './blobs/s3.ts';
import { createS3Access } from './blobs/s3-access.ts';
import { createS3Presigning } from './blobs/s3-presign.ts';
import { createR2BlobStore, type R2BucketLike } from './blobs/r2.ts';
import { platformBinding } from './bindings.ts';
import { createMailer, type Mailer } from './mail/index.ts';
import { createSearchEngine } from './search/index.ts';
import { createPayments } from './payments/index.ts';
import type { PaymentsPort } from './payments/port.ts';
import { createPayouts, type PayoutsPort } from './payouts/index.ts';
import { createAnalyticsStore, type AnalyticsStore } from './analytics/index.ts';
import type { SearchEngine } from './search/port.ts';
import { createServerNodes, type ServerNodes } from './server-nodes/index.ts';
import type { Clock } from './clock.ts';

export type { Clock };

export interface Runtime {
  config: Config;
  db: Db;
  blobs: BlobStore;
  search: SearchEngine;
  mail: Mailer;
  payments: PaymentsPort;
  payouts: PayoutsPort;
  analytics: AnalyticsStore;
  /** The game-server nodes Kiln Servers run on, and the driver that reaches them. */
  nodes: ServerNodes;
  clock: Clock;
}

export type RuntimeProvider = () => Promise<Runtime>;

/** What a service that sends mail needs: the mailer, and the database and config its message is made from. */
export type Mailing = Pick<Runtime, 'db' | 'config' | 'mail'>;

/** What a read that answers stored file URLs needs: the database, and the CDN root the URLs are composed on. */
export type Reading = Pick<Runtime, 'db' | 'config'>;

const systemClock: Clock = { now: () => new Date() };

/**
 * The configured blob store: a local directory, an S3-compatible bucket (its uploads spooled under DATA_DIR), or on
 * Workers the R2 bucket bound to the Worker.
 */
export function createBlobStore(config: Config): BlobStore {
  if (config.BLOB_STORE === 'local') return createLocalBlobStore(config.blobDir);
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  const s3 = endpoint && bucket && accessKeyId && secretAccessKey ? { endpoint, bucket, accessKeyId, secretAccessKey, region: config.S3_REGION } : undefined;
  if (config.BLOB_STORE === 'r2') {
    const binding = platformBinding(config.R2_BINDING) as R2BucketLike | undefined;
    if (!binding) throw new ConfigError(`BLOB_STORE=r2 runs on Cloudflare Workers with an R2 bucket bound as ${config.R2_BINDING}`);
    // The same bucket's S3 credentials let other machines (Wings nodes) move backups through signed links.
    if (!s3 && [endpoint, bucket, accessKeyId, secretAccessKey].some(Boolean)) {
      throw new ConfigError('Signed links beside BLOB_STORE=r2 need all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    return createR2BlobStore(binding, s3 ? createS3Presigning(createS3Access(s3)) : undefined);
  }
  if (!s3) throw new ConfigError('BLOB_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return createS3BlobStore({ ...s3, spoolDirectory: `${config.DATA_DIR}/s3-spool` });
}

/** The runtime over an open database; the blob store defaults to the configured one. */
export function assembleRuntime(config: Config, db: Db, blobs: BlobStore = createBlobStore(config)): Runtime {
  const runtime: Runtime = {
    config, db, blobs, search: createSearchEngine(config), mail: createMailer(config, db), payments: createPayments(config), analytics: createAnalyticsStore(config, db),
    // The sandbox provider reads the runtime's clock when asked, so a test that swaps the clock moves its transfers too.
    payouts: createPayouts(config, { now: () => runtime.clock.now() }), nodes: createServerNodes(config), clock: systemClock,
  };
  return runtime;
}

export async function createRuntime(config: Config): Promise<Runtime> {
  const { db } = await openDatabase(config.databaseUrl, config.DATABASE_AUTH_TOKEN);
  return assembleRuntime(config, db);
}
