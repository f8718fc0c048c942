// What the page middleware puts on every request's Astro.locals (under its own name: adapters own `runtime`).
declare namespace App {
  interface Locals {
    kiln: {
      /** The configuration alone, for pages that must not open the database (the error page). */
      config: import('#access').Runtime['config'];
      /** The runtime's services (database, config, blobs, search, mail, clock), opened on first use. */
      runtime: import('#access').RuntimeProvider;
      /** The signed-in person behind the session cookie, resolved once on first use; null for visitors. */
      account: () => Promise<import('./server/viewer.ts').PageAccount | null>;
    };
  }
}
