// The Kiln Plus badge follows the Plus subscription only: a hosting plan's payments and endings leave it alone.
import { setUserBadge } from '#accounts';
import { Badge } from '#contracts/permissions.ts';
import { PLUS_PRODUCT } from '#contracts/billing.ts';
import type { Tx } from '../ledger/queries.ts';

export async function setPlusBadge(tx: Tx, sub: { userId: string; productId: string }, on: boolean): Promise<void> {
  if (sub.productId !== PLUS_PRODUCT) return;
  await setUserBadge(tx, sub.userId, Badge.MIDAS, on);
}
