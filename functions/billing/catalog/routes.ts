// /_internal/billing/products (the catalogue, prices in minor units) and /_internal/billing/currency (the visitor's
// choice of currency, kept in a cookie).
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '#access';
import { cookieIsSecure } from '#access';
import { currencyForm, PLUS_PRODUCT, productsQuery } from '#contracts/billing.ts';
import { safeRedirect } from '#contracts/safe-redirect.ts';
import { validForm, validQuery } from '#lib/validation.ts';
import { badRequest } from '#contracts/errors.ts';
import { catalogue, sellsIn } from './products.ts';
import { billingCurrency, CURRENCY_COOKIE } from './currency.ts';

const YEAR_SECONDS = 365 * 86_400;

export const catalogRoutes = new Hono<AppEnv>()
  .get('/billing/products', (c) => {
    const query = validQuery(c, productsQuery);
    const currency = billingCurrency({
      chosen: query.currency ?? getCookie(c, CURRENCY_COOKIE), country: c.req.header('cf-ipcountry'), acceptLanguage: c.req.header('accept-language'),
    });
    c.header('Cache-Control', 'private, max-age=300');
    c.header('Vary', 'Accept-Language, Cookie, CF-IPCountry');
    return c.json({
      currency,
      products: catalogue().map((product) => ({
        id: product.id,
        metadata: product.kind === 'plus' ? { type: 'midas' } : { type: 'pyro' },
        unitary: product.unitary,
        prices: product.prices.map((price) => ({ currency_code: price.currency, prices: { type: 'recurring', intervals: price.intervals } })),
      })),
    });
  })
  .post('/billing/currency', async (c) => {
    const form = await validForm(c, currencyForm);
    if (!sellsIn(PLUS_PRODUCT, form.currency)) throw badRequest(`Kiln Plus is not sold in ${form.currency}`);
    const { config } = await c.var.runtime();
    const secure = cookieIsSecure(config.publicUrl) ? '; Secure' : '';
    c.header('Set-Cookie', `${CURRENCY_COOKIE}=${form.currency}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`, { append: true });
    return c.redirect(safeRedirect(form.back, '/settings/billing'), 303);
  });
