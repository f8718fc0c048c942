// The catalogue route and the visitor's currency: prices in minor units from the catalogue data, the currency from
// a choice, the edge's country header, or the browser's languages, and US dollars where Plus is not sold.
import { describe, expect, it } from 'vitest';
import { request } from '#testing/http.ts';
import { useTestServer } from '#testing/server.ts';
import { billingCurrency } from './currency.ts';

const context = useTestServer();

describe('billingCurrency', () => {
  it.each([
    [{ country: 'GB', acceptLanguage: 'de-DE' }, 'GBP'],
    [{ country: 'XX', acceptLanguage: 'ja' }, 'JPY'],
    [{ acceptLanguage: 'pt-BR,pt;q=0.9' }, 'BRL'],
    [{ acceptLanguage: 'de' }, 'EUR'],
    [{ country: 'SE', acceptLanguage: 'de-DE' }, 'USD'],
    [{ acceptLanguage: 'sv-SE, *' }, 'USD'],
    [{ chosen: 'INR', country: 'GB' }, 'INR'],
    [{ chosen: 'SEK', country: 'GB' }, 'GBP'],
    [{}, 'USD'],
  ])('%o → %s', (signals, currency) => {
    expect(billingCurrency(signals)).toBe(currency);
  });
});

describe('GET /_internal/billing/products', () => {
  it('serves Plus and the hosting plans with recurring prices in minor units, in the visitor’s currency', async () => {
    const response = await request(context.server.url, '/_internal/billing/products', { headers: { 'cf-ipcountry': 'JP' } });
    expect(response.status).toBe(200);
    expect(response.body.currency).toBe('JPY');
    const plus = response.body.products.find((product: { id: string }) => product.id === 'plus');
    expect(plus).toMatchObject({ metadata: { type: 'midas' }, unitary: true });
    expect(plus.prices.find((price: { currency_code: string }) => price.currency_code === 'USD'))
      .toEqual({ currency_code: 'USD', prices: { type: 'recurring', intervals: { monthly: 499, quarterly: 1200, yearly: 4999 } } });
    expect(response.body.products.some((product: { metadata: { type: string } }) => product.metadata.type === 'pyro')).toBe(true);
  });

  it('takes a chosen currency and refuses a malformed one', async () => {
    expect((await request(context.server.url, '/_internal/billing/products?currency=EUR')).body.currency).toBe('EUR');
    expect((await request(context.server.url, '/_internal/billing/products?currency=euro')).status).toBe(400);
  });

  it('remembers the visitor’s choice in a cookie and goes back where they were', async () => {
    const response = await fetch(`${context.server.url}/_internal/billing/currency`, {
      method: 'POST', redirect: 'manual', headers: { origin: context.server.url }, body: new URLSearchParams({ currency: 'CAD', back: '/settings/billing/checkout?interval=yearly' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/settings/billing/checkout?interval=yearly');
    expect(response.headers.get('set-cookie')).toMatch(/^kiln_currency=CAD; Path=\//);
    const elsewhere = await fetch(`${context.server.url}/_internal/billing/currency`, {
      method: 'POST', redirect: 'manual', headers: { origin: context.server.url }, body: new URLSearchParams({ currency: 'SEK' }),
    });
    expect(elsewhere.status).toBe(400);
  });
});
