// What the billing settings pages read: the signed-in person's subscriptions (with the server a hosting one pays for),
// payment methods and charges, the payment provider's card form, and what the last form post reported (a notice or an
// error from a known list).
import type { AstroGlobal } from 'astro';
import { awaitingAuthentication, billingOverview, userCharges, type BillingOverview, type ChargeView } from '#billing';
import { serverIdsBySubscription } from '#servers';
import { signedInPage, type SignedInPage } from '../signed-in-page.ts';

const NOTICES = ['subscribed', 'cancelled', 'resubscribed', 'interval', 'renewed', 'card_added', 'card_removed', 'primary', 'payment_cancelled'] as const;
const ERRORS = ['payment_failed', 'card_declined', 'card_invalid', 'last_card', 'already_subscribed', 'conflict'] as const;

export interface BillingPage extends SignedInPage {
  overview: BillingOverview;
  /** Subscription id → the id of the server it pays for (hosting subscriptions only). */
  servers: Map<string, string>;
  charges: ChargeView[];
  /** First payments waiting for the bank's confirmation, which the person may finish or cancel. */
  waiting: { id: string; amount: number; currency: string }[];
  provider: 'sandbox' | 'stripe';
  notice: (typeof NOTICES)[number] | null;
  error: (typeof ERRORS)[number] | null;
  /** The provider's words for a failed payment named in the query (the person's own charge only). */
  reason: string | null;
}

const pick = <T extends string>(list: readonly T[], value: string | null): T | null => (list.find((entry) => entry === value) ?? null);

export async function loadBillingPage(astro: AstroGlobal): Promise<BillingPage | Response> {
  const signedIn = await signedInPage(astro, astro.url.pathname + astro.url.search);
  if (signedIn instanceof Response) return signedIn;
  const runtime = await astro.locals.kiln.runtime();
  const userId = signedIn.account.viewer.userId;
  const charges = await userCharges(runtime, userId);
  const query = astro.url.searchParams;
  const error = pick(ERRORS, query.get('error'));
  const failed = error === 'payment_failed' ? charges.find((charge) => charge.id === query.get('charge')) : undefined;
  const overview = await billingOverview(runtime, userId);
  const servers = await serverIdsBySubscription(runtime, userId, overview.subscriptions.map((sub) => sub.id));
  return {
    ...signedIn, overview, servers, charges, provider: runtime.payments.provider,
    waiting: (await awaitingAuthentication(runtime, userId)).map(({ id, amount, currency }) => ({ id, amount, currency })),
    notice: pick(NOTICES, query.get('notice')), error, reason: failed?.failureMessage ?? null,
  };
}
