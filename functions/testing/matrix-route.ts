// Test support: the shape of one row of the authorization matrix, shared by the matrix and its per-module route lists.
import type { ScopeName } from '#contracts/scopes.ts';
import type { User, Vars, World } from './matrix-fixtures.ts';

/** 'signin': the form route sends a signed-out browser to sign in (303 to /auth/sign-in). */
export type Outcome = number | 'signin';
export type Body = { json: unknown } | { form: Record<string, string> } | { multipart: () => FormData } | { raw: Uint8Array };

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (v: Vars) => string;
  /** Every scope the route checks. */
  scope: ScopeName[];
  setup?: (w: World, owner: User) => Promise<Vars>;
  body?: (v: Vars) => Body;
  /** The answer to the resource's owner (or to `as`) holding a good credential. */
  ok: Outcome;
  /** A signed-in person with no relation to the resource; 'ok' when the route acts on the caller's own things. */
  stranger?: Outcome | 'ok';
  /** Which staff role the API gives the owner's rights here (admins have every right a moderator has). */
  staff?: 'moderator' | 'admin' | null;
  moderator?: Outcome;
  admin?: Outcome;
  anonymous?: Outcome;
  /** A bad or expired credential, when it differs from sending none. */
  invalid?: Outcome;
  /** A staff-only action: credentials are issued to this role; the resource's owner gets `owner`. */
  as?: 'moderator' | 'admin';
  owner?: Outcome;
}
