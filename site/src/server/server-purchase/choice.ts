// The buy page's state, read from its query: plan, interval, region and payment method chosen so far, and which step
// may be shown with them. A step whose earlier choices are missing or no longer possible falls back to the step
// where they are made, with the error that explains why.
import { INTERVALS, type HostingTier, type Interval } from '#contracts/billing-catalog.ts';
import { NAMED_PLANS, REGIONS, type RegionId } from '#contracts/servers.ts';

export const PURCHASE_STEPS = ['region', 'payment', 'review'] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

export const PURCHASE_ERRORS = ['payment_failed', 'card_declined', 'card_invalid', 'out_of_stock'] as const;
export type PurchaseError = (typeof PURCHASE_ERRORS)[number];

/** A payment method choice: a saved method's id, or a card typed in on the review step. */
export const NEW_CARD = 'new';

export const DEFAULT_RAM_MB = NAMED_PLANS[0].ramMb;

export interface PurchaseChoice {
  ramMb: number;
  interval: Interval;
  region: RegionId | null;
  paymentMethod: string | null;
  step: PurchaseStep;
  error: PurchaseError | null;
}

export interface PurchaseFacts {
  tiers: readonly HostingTier[];
  /** The most memory a new server can get in each region now. */
  stock: readonly { id: string; freeMb: number }[];
  savedMethods: readonly { id: string }[];
  /** The sandbox takes a card typed into the review form; Stripe needs a saved one. */
  newCardAllowed: boolean;
}

const pick = <T extends string>(list: readonly T[], value: string | null): T | null => list.find((entry) => entry === value) ?? null;

export function inStock(facts: PurchaseFacts, region: string, ramMb: number): boolean {
  return (facts.stock.find((entry) => entry.id === region)?.freeMb ?? 0) >= ramMb;
}

function tierRam(facts: PurchaseFacts, value: string | null): number | null {
  const ramMb = Number(value);
  return facts.tiers.some((tier) => tier.ramMb === ramMb) ? ramMb : null;
}

function validMethod(facts: PurchaseFacts, method: string | null): boolean {
  if (method === NEW_CARD) return facts.newCardAllowed;
  return method !== null && facts.savedMethods.some((saved) => saved.id === method);
}

/** What the payment step preselects: the method chosen before, else the first saved one (the primary), else a new card. */
export function defaultMethod(facts: PurchaseFacts, chosen: string | null): string | null {
  if (validMethod(facts, chosen)) return chosen;
  return facts.savedMethods[0]?.id ?? (facts.newCardAllowed ? NEW_CARD : null);
}

export function readChoice(query: URLSearchParams, facts: PurchaseFacts): PurchaseChoice {
  const ramMb = tierRam(facts, query.get('ram')) ?? DEFAULT_RAM_MB;
  const interval = pick(INTERVALS, query.get('interval')) ?? 'monthly';
  const region = pick(REGIONS.map((entry) => entry.id), query.get('region'));
  let error = pick(PURCHASE_ERRORS, query.get('error'));
  let paymentMethod = query.get('payment_method');
  let step = pick(PURCHASE_STEPS, query.get('step')) ?? 'region';

  // A refused card was typed in on the review step, which is where it is typed again.
  if (!paymentMethod && (error === 'card_declined' || error === 'card_invalid') && facts.newCardAllowed) paymentMethod = NEW_CARD;
  if (step !== 'region' && (region === null || !inStock(facts, region, ramMb) || error === 'out_of_stock')) {
    if (region !== null && !inStock(facts, region, ramMb)) error = 'out_of_stock';
    step = 'region';
  }
  if (step === 'review' && !validMethod(facts, paymentMethod)) step = 'payment';
  return { ramMb, interval, region, paymentMethod: validMethod(facts, paymentMethod) ? paymentMethod : null, step, error };
}

/**
 * The region step's form names the plan (`plan`, and `custom_ram` for a custom size): the memory it means, for the
 * canonical `ram` the later steps carry; null when the query is not from that form.
 */
export function ramFromPlanForm(query: URLSearchParams, facts: PurchaseFacts): number | null {
  const plan = query.get('plan');
  if (plan === null) return null;
  if (plan === 'custom') return tierRam(facts, query.get('custom_ram')) ?? DEFAULT_RAM_MB;
  return NAMED_PLANS.find((entry) => entry.id === plan)?.ramMb ?? DEFAULT_RAM_MB;
}

/** The same request with the plan form's fields replaced by the memory they mean. */
export function canonicalHref(query: URLSearchParams, ramMb: number): string {
  const kept = [...query].filter(([name]) => name !== 'plan' && name !== 'custom_ram' && name !== 'ram');
  return `/servers/buy?${new URLSearchParams([['ram', String(ramMb)], ...kept])}`;
}

/** The page's address for a choice at a step; an error is only ever added by the purchase route. */
export function buyHref(choice: Pick<PurchaseChoice, 'ramMb' | 'interval' | 'region' | 'paymentMethod'>, step: PurchaseStep): string {
  const query = new URLSearchParams({ ram: String(choice.ramMb), interval: choice.interval });
  if (choice.region) query.set('region', choice.region);
  if (choice.paymentMethod) query.set('payment_method', choice.paymentMethod);
  query.set('step', step);
  return `/servers/buy?${query}`;
}
