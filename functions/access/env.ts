// The request context every API router receives (the Hono environment): lazy handles on the runtime's services
// (database, config, blobs, search, mail, clock) and on the caller's identity, each resolved once on first use.
import type { ViewerResolution } from './viewer.ts';
import type { Reading, Runtime, RuntimeProvider } from '#platform/runtime.ts';

export type { Reading, Runtime, RuntimeProvider };
export type Db = Runtime['db'];

export interface RequestContext {
  runtime: RuntimeProvider;
  viewer: () => Promise<ViewerResolution>;
}

export interface AppEnv {
  Variables: RequestContext;
}
