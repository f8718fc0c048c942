// What the server buy page reads: the signed-in buyer, the catalogue's hosting tiers, each region's stock for the
// chosen plan, the saved payment methods, the step the query allows, and a fresh click key for the payment.
import type { AstroGlobal } from 'astro';
import { hostingTier, hostingTiers, type HostingTier } from '#contracts/billing-catalog.ts';
import { REGIONS, type RegionId } from '#contracts/servers.ts';
import { billingOverview, type PaymentMethodView } from '#billing';
import { OUT_OF_STOCK, regionStock } from '#servers';
import { signedInPage, type SignedInPage } from '../signed-in-page.ts';
import { paymentMethodType } from '#contracts/billing.ts';
import { buyHref, canonicalHref, defaultMethod, inStock, NEW_CARD, PURCHASE_STEPS, ramFromPlanForm, readChoice, type PurchaseChoice, type PurchaseFacts, type PurchaseStep } from './choice.ts';

export interface RegionOption {
  id: RegionId;
  name: string;
  note: string;
  freeMb: number;
  inStock: boolean;
}

export interface PurchasePage extends SignedInPage {
  choice: PurchaseChoice;
  tier: HostingTier;
  tiers: HostingTier[];
  regions: RegionOption[];
  /** Saved payment methods, the primary one first. */
  methods: PaymentMethodView[];
  provider: 'sandbox' | 'stripe';
  /** The method the payment step starts with. */
  preselected: string | null;
  /** The chosen payment method in words, for the review. */
  methodLabel: string | null;
  /** Where each step indicator entry links, keeping the choices made. */
  stepLinks: Record<PurchaseStep, string>;
  clickKey: string;
  outOfStockText: string;
}

export async function loadPurchasePage(astro: AstroGlobal): Promise<PurchasePage | Response> {
  const signedIn = await signedInPage(astro, astro.url.pathname + astro.url.search);
  if (signedIn instanceof Response) return signedIn;
  const runtime = await astro.locals.kiln.runtime();
  const overview = await billingOverview(runtime, signedIn.account.viewer.userId);
  const methods = [...overview.paymentMethods].sort((a, b) => Number(b.primary) - Number(a.primary));
  const tiers = hostingTiers();
  const stock = await regionStock(runtime);
  const facts: PurchaseFacts = { tiers, stock, savedMethods: methods, newCardAllowed: runtime.payments.provider === 'sandbox' };
  const query = astro.url.searchParams;
  // The region step's form names a plan; the address the later steps keep names its memory.
  const planRam = ramFromPlanForm(query, facts);
  if (planRam !== null) return astro.redirect(canonicalHref(query, planRam), 303);
  const choice = readChoice(query, facts);
  const { t } = signedIn;
  const method = methods.find((entry) => entry.id === choice.paymentMethod);
  const methodLabel = choice.paymentMethod === NEW_CARD ? t('serverPurchase.payment.newCard')
    : method ? t('billing.methods.card', { brand: t(`billing.methods.types.${paymentMethodType(method.brand)}`), last4: method.last4 }) : null;
  return {
    ...signedIn, choice, tiers, methods, provider: runtime.payments.provider,
    tier: hostingTier(choice.ramMb),
    regions: REGIONS.map((region) => {
      const freeMb = stock.find((entry) => entry.id === region.id)?.freeMb ?? 0;
      return { id: region.id, name: region.name, note: region.note, freeMb, inStock: inStock(facts, region.id, choice.ramMb) };
    }),
    preselected: defaultMethod(facts, choice.paymentMethod),
    methodLabel,
    stepLinks: Object.fromEntries(PURCHASE_STEPS.map((step) => [step, buyHref(choice, step)])) as Record<PurchaseStep, string>,
    clickKey: crypto.randomUUID(),
    outOfStockText: OUT_OF_STOCK,
  };
}
