// The payouts module's public surface. The creator rewards programme: the daily revenue pool, creators' balances, withdrawals and charity.
// Other modules and the site import only this file; everything else in the folder is private.
export { payoutOperations } from './api/openapi.ts';
export { payoutApiRoutes } from './api/routes.ts';
export { payoutFormRoutes } from './api/forms.ts';
export { payoutHistory, payoutOverview } from './overview.ts';
export type { PayoutHistory, PayoutOverview } from './overview.ts';
export { quote } from './withdrawals/service.ts';
export type { Quote } from './withdrawals/service.ts';
export { runPayoutJobs } from './jobs/run.ts';
export { startPayoutJobs } from './jobs/timer.ts';
