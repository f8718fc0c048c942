// Signed requests to one S3-compatible bucket (aws4fetch; fetch only, so it runs in Node and on Workers): what the S3
// blob store sends its requests through, and what presigned links are made from — also beside an R2 binding.
import { AwsClient } from 'aws4fetch';
import { assertSafeKey } from './port.ts';

export interface S3Bucket {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
}

export interface S3Access {
  client: AwsClient;
  /** The bucket's URL (listing is asked of it). */
  bucketUrl: string;
  /** The object's URL; refuses unsafe keys. */
  urlOf(key: string): string;
  /** The object as a server-side copy names its source (`/{bucket}/{key}`); refuses unsafe keys. */
  copySourceOf(key: string): string;
  send(url: string, init?: RequestInit): Promise<Response>;
  expectOk(response: Response, what: string): Promise<Response>;
}

const escapeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export function createS3Access(options: S3Bucket): S3Access {
  const client = new AwsClient({ accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, service: 's3', region: options.region ?? 'auto' });
  const base = `${options.endpoint.replace(/\/$/, '')}/${options.bucket}`;
  return {
    client,
    bucketUrl: base,
    urlOf(key) {
      assertSafeKey(key);
      return `${base}/${escapeKey(key)}`;
    },
    copySourceOf(key) {
      assertSafeKey(key);
      return `/${options.bucket}/${escapeKey(key)}`;
    },
    async send(url, init = {}) {
      // Signed without the body (S3 takes UNSIGNED-PAYLOAD), so a stream body goes to fetch as it is.
      const { body, ...rest } = init;
      const signed = await client.sign(url, rest);
      return fetch(signed.url, { method: signed.method, headers: signed.headers, body, duplex: 'half' } as RequestInit);
    },
    async expectOk(response, what) {
      if (!response.ok) throw new Error(`S3 ${what} failed: ${response.status} ${(await response.text()).slice(0, 300)}`);
      return response;
    },
  };
}
