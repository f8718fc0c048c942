// The tax form a creator completes before withdrawing past the yearly threshold. Kiln records which form was
// completed and when; the form's content is the tax provider's to keep, not Kiln's.
import type { TaxFormType } from '#contracts/payouts.ts';
import type { Runtime } from '#access';
import { payoutsNow } from '../clock.ts';
import { saveTaxForm } from './queries.ts';

export async function completeTaxForm(runtime: Runtime, userId: string, formType: TaxFormType): Promise<void> {
  await saveTaxForm(runtime.db, userId, formType, await payoutsNow(runtime));
}
