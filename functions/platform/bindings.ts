// Objects the hosting platform hands over beside the environment's text variables: on Cloudflare Workers, the
// bindings (the R2 bucket). The Worker's entrypoint passes them on before the runtime is made from them.
let bindings: Readonly<Record<string, unknown>> = {};

export function providePlatformBindings(env: Readonly<Record<string, unknown>>): void {
  bindings = env;
}

export const platformBinding = (name: string): unknown => bindings[name];
