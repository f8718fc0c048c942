// The billing module's public surface. Kiln Plus and other products: the catalogue, payment methods, subscriptions, charges and their events.
// Other modules and the site import only this file; everything else in the folder is private.
export { adminRoutes } from './admin/routes.ts';
export { userBillingForStaff } from './admin/service.ts';
export type { UserBilling } from './admin/service.ts';
export { catalogRoutes } from './catalog/routes.ts';
export { billingCurrency, CURRENCY_COOKIE } from './catalog/currency.ts';
export { catalogue, priceOf } from './catalog/products.ts';
export { billingNow } from './clock.ts';
export { billingClockRoutes } from './dev-clock/routes.ts';
export { applyEvent } from './events/apply.ts';
export { entitlementOperations } from './entitlement/openapi.ts';
export { entitlementRoutes } from './entitlement/routes.ts';
export { formatAmount } from './money.ts';
export { plusCreatorShare } from './ledger/pool-share.ts';
export { billingChrome, billingOverview, userCharges } from './overview/service.ts';
export type { BillingOverview, ChargeView, PaymentMethodView, SubscriptionView } from './overview/service.ts';
export { paymentMethodRoutes } from './payment-methods/routes.ts';
export { runBillingJobs } from './renewals/job.ts';
export { startBillingJobs } from './renewals/timer.ts';
export { paymentAwaitingAuthentication } from './subscriptions/authenticate.ts';
export { subscriptionRoutes } from './subscriptions/routes.ts';
export { webhookRoutes } from './webhook/routes.ts';
