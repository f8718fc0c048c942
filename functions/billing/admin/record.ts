// Staff actions other modules take on what a person pays for (an admin suspending their hosted server), kept in the
// billing audit log beside refunds and credits so /admin/billing/{id} shows everything done to the account.
import { randomId } from '#lib/ids.ts';
import type { DbOrTx } from '../ledger/queries.ts';
import { insertAudit } from './queries.ts';

export interface StaffAction {
  staffId: string;
  /** Whose paid service it was. */
  userId: string;
  action: string;
  details: Record<string, unknown>;
  created: Date;
}

/** Call it inside the transaction of the change it records. */
export async function recordStaffAction(tx: DbOrTx, entry: StaffAction): Promise<void> {
  await insertAudit(tx, { id: randomId(), ...entry });
}
