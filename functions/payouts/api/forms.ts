// /_internal/payouts/*: the revenue pages' form posts (withdraw, cancel a pending withdrawal, record the tax form),
// each answering a 303 back to the page with what happened, so the pages work without JavaScript.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '#access';
import { ApiError } from '#contracts/errors.ts';
import { complianceBody, REFUSAL_REASONS, withdrawForm, type RefusalReason } from '#contracts/payouts.ts';
import { validForm } from '#lib/validation.ts';
import { cancelWithdrawal, requestWithdrawal } from '../withdrawals/service.ts';
import { completeTaxForm } from '../withdrawals/tax-form.ts';
import { formWriter } from './policy.ts';

export const REVENUE_PAGE = '/dashboard/revenue';
export const TRANSFERS_PAGE = '/dashboard/revenue/transfers';
export const WITHDRAW_PAGE = '/dashboard/revenue/withdraw';

function back(c: Context<AppEnv>, page: string, params: Record<string, string>): Response {
  return c.redirect(`${page}?${new URLSearchParams(params)}`, 303);
}

/** A refusal the page can explain goes back to it by reason; anything else is the error page's. */
function reasonOf(error: unknown): RefusalReason | null {
  if (!(error instanceof ApiError) || error.code !== 'invalid_input') return null;
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  return REFUSAL_REASONS.find((known) => known === reason) ?? null;
}

export const payoutFormRoutes = new Hono<AppEnv>()
  .post('/payouts/withdraw', async (c) => {
    const viewer = await formWriter(c, WITHDRAW_PAGE);
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, withdrawForm);
    try {
      const payout = await requestWithdrawal(await c.var.runtime(), viewer.userId, { amount: form.amount, methodId: form.method_id, address: form.method_address, country: form.country });
      return back(c, TRANSFERS_PAGE, { notice: payout.method === 'charity' ? 'donated' : 'withdrawn' });
    } catch (error) {
      const reason = reasonOf(error);
      if (!reason) throw error;
      return back(c, WITHDRAW_PAGE, { error: reason, country: form.country, method_id: form.method_id, amount: (form.amount / 100).toFixed(2), ...(form.method_address ? { method_address: form.method_address } : {}) });
    }
  })
  .post('/payouts/:id/cancel', async (c) => {
    const viewer = await formWriter(c, TRANSFERS_PAGE);
    if (viewer instanceof Response) return viewer;
    try {
      await cancelWithdrawal(await c.var.runtime(), viewer.userId, c.req.param('id'));
      return back(c, TRANSFERS_PAGE, { notice: 'cancelled' });
    } catch (error) {
      const reason = reasonOf(error);
      if (!reason) throw error;
      return back(c, TRANSFERS_PAGE, { error: reason });
    }
  })
  .post('/payouts/tax-form', async (c) => {
    const viewer = await formWriter(c, REVENUE_PAGE);
    if (viewer instanceof Response) return viewer;
    const form = await validForm(c, complianceBody);
    await completeTaxForm(await c.var.runtime(), viewer.userId, form.form_type);
    return back(c, WITHDRAW_PAGE, { notice: 'tax_form' });
  });
