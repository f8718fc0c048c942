// The Hono environment shared by every router: a lazy handle on the runtime dependencies.
import type { RuntimeProvider } from '../platform/runtime.ts';

export interface AppEnv {
  Variables: {
    runtime: RuntimeProvider;
  };
}
