// Who may use the sandbox clock: staff developing on this machine (development mode, asked straight from the machine,
// sandbox payments). The session cookie names them: the /_dev routes resolve no viewer of their own.
import { isStaff, validateSession } from '#access';
import type { Runtime } from '#platform/runtime.ts';

export async function maySetSandboxClock(runtime: Pick<Runtime, 'db' | 'config'>, sessionToken: string | undefined, directLoopback: boolean): Promise<boolean> {
  const { db, config } = runtime;
  if (config.mode !== 'development' || config.PAYMENTS !== 'sandbox' || !directLoopback) return false;
  const session = sessionToken ? await validateSession(db, sessionToken) : null;
  return Boolean(session && isStaff({ userId: session.userId, role: session.role, scopes: 0, via: 'session' }));
}
