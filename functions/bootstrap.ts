// The process bootstrap: this server process's one configuration and runtime, made on first use from its environment.
// Only the entrypoints read it (the API app and the page middleware); everything below receives what they pass on.
import { loadConfig, type Config } from './config.ts';
import { createRuntime, type Runtime } from './platform/runtime.ts';

export { providePlatformBindings } from './platform/bindings.ts';

let config: Config | undefined;
let runtime: Promise<Runtime> | undefined;

export function processConfig(): Config {
  config ??= loadConfig(globalThis.process?.env ?? {});
  return config;
}

export function processRuntime(): Promise<Runtime> {
  runtime ??= createRuntime(processConfig()).catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}
