// The Hono environment shared by every router: lazy handles on the runtime dependencies and on the caller's identity.
import type { ViewerResolution } from './viewer.ts';
import type { RuntimeProvider } from '#platform/runtime.ts';

export interface AppEnv {
  Variables: {
    runtime: RuntimeProvider;
    /** Resolved once per request, on first use. */
    viewer: () => Promise<ViewerResolution>;
  };
}
