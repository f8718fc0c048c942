// The buy page's steps from its query: defaults, each step's prerequisites, errors landing where they can be fixed.
import { describe, expect, it } from 'vitest';
import { hostingTiers } from '#contracts/billing-catalog.ts';
import { buyHref, canonicalHref, defaultMethod, ramFromPlanForm, readChoice, type PurchaseFacts } from './choice.ts';

const facts = (overrides: Partial<PurchaseFacts> = {}): PurchaseFacts => ({
  tiers: hostingTiers(),
  stock: [{ id: 'north-america', freeMb: 49152 }, { id: 'western-europe', freeMb: 6144 }, { id: 'central-europe', freeMb: 0 }],
  savedMethods: [{ id: 'pm-primary' }, { id: 'pm-other' }],
  newCardAllowed: true,
  ...overrides,
});
const read = (query: string, with_: Partial<PurchaseFacts> = {}) => readChoice(new URLSearchParams(query), facts(with_));

describe('readChoice', () => {
  it('starts at the region step with the Small plan billed monthly', () => {
    expect(read('')).toEqual({ ramMb: 4096, interval: 'monthly', region: null, paymentMethod: null, step: 'region', error: null });
    expect(read('ram=5000&interval=weekly&region=mars&step=pay')).toMatchObject({ ramMb: 4096, interval: 'monthly', region: null, step: 'region' });
  });

  it('keeps any catalogue tier and a valid interval', () => {
    expect(read('ram=10240&interval=yearly')).toMatchObject({ ramMb: 10240, interval: 'yearly' });
  });

  it('shows the payment step only for a region that has room for the plan', () => {
    expect(read('ram=4096&region=western-europe&step=payment')).toMatchObject({ step: 'payment', error: null });
    expect(read('ram=8192&region=western-europe&step=payment')).toMatchObject({ step: 'region', error: 'out_of_stock' });
    expect(read('ram=4096&region=central-europe&step=review&payment_method=pm-primary')).toMatchObject({ step: 'region', error: 'out_of_stock' });
    expect(read('ram=4096&step=payment')).toMatchObject({ step: 'region', error: null });
  });

  it('shows the review step only with a payment method the buyer may use', () => {
    expect(read('region=north-america&step=review&payment_method=pm-other')).toMatchObject({ step: 'review', paymentMethod: 'pm-other' });
    expect(read('region=north-america&step=review&payment_method=new')).toMatchObject({ step: 'review', paymentMethod: 'new' });
    expect(read('region=north-america&step=review&payment_method=someone-elses')).toMatchObject({ step: 'payment', paymentMethod: null });
    expect(read('region=north-america&step=review&payment_method=new', { newCardAllowed: false })).toMatchObject({ step: 'payment', paymentMethod: null });
  });

  it('sends each error from the purchase back to the step that fixes it', () => {
    // The purchase route keeps plan, interval and region: a refused card is typed again on the review step.
    expect(read('ram=4096&interval=monthly&region=north-america&step=review&error=card_declined')).toMatchObject({ step: 'review', paymentMethod: 'new', error: 'card_declined' });
    expect(read('region=north-america&step=review&error=card_invalid')).toMatchObject({ step: 'review', paymentMethod: 'new' });
    expect(read('region=north-america&step=review&error=payment_failed')).toMatchObject({ step: 'payment', error: 'payment_failed' });
    expect(read('region=north-america&step=review&error=out_of_stock')).toMatchObject({ step: 'region', error: 'out_of_stock' });
    expect(read('region=north-america&step=review&error=teapot')).toMatchObject({ step: 'payment', error: null });
  });
});

describe('the plan form and addresses', () => {
  it('turns the region step’s plan fields into the memory they mean', () => {
    const ram = (query: string) => ramFromPlanForm(new URLSearchParams(query), facts());
    expect(ram('interval=monthly')).toBeNull();
    expect(ram('plan=large&custom_ram=2048')).toBe(8192);
    expect(ram('plan=custom&custom_ram=12288')).toBe(12288);
    expect(ram('plan=custom&custom_ram=12000')).toBe(4096);
    expect(ram('plan=enormous')).toBe(4096);
  });

  it('writes the canonical address with the memory first and the plan fields gone', () => {
    expect(canonicalHref(new URLSearchParams('plan=medium&custom_ram=2048&interval=yearly&region=north-america&step=payment'), 6144))
      .toBe('/servers/buy?ram=6144&interval=yearly&region=north-america&step=payment');
    expect(buyHref({ ramMb: 8192, interval: 'quarterly', region: 'central-europe', paymentMethod: null }, 'payment'))
      .toBe('/servers/buy?ram=8192&interval=quarterly&region=central-europe&step=payment');
    expect(buyHref({ ramMb: 4096, interval: 'monthly', region: null, paymentMethod: 'new' }, 'region')).toBe('/servers/buy?ram=4096&interval=monthly&payment_method=new&step=region');
  });

  it('preselects the method chosen before, else the primary one, else a new card where one may be typed', () => {
    expect(defaultMethod(facts(), 'pm-other')).toBe('pm-other');
    expect(defaultMethod(facts(), 'gone')).toBe('pm-primary');
    expect(defaultMethod(facts({ savedMethods: [] }), null)).toBe('new');
    expect(defaultMethod(facts({ savedMethods: [], newCardAllowed: false }), null)).toBeNull();
  });
});
