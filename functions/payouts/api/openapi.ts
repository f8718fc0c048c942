// The OpenAPI operations of /v3/payout beside their routes.
import { z } from 'zod';
import { complianceBody, methodsQuery, PAYOUT_METHODS, PAYOUT_STATUSES, TAX_FORM_TYPES, withdrawalBody } from '#contracts/payouts.ts';
import { operation } from '#lib/api-operation.ts';

const money = z.number().describe('US dollars');
const balance = z.object({
  balance: z.object({ available: money, pending: money, withdrawn_lifetime: money, withdrawn_ytd: money, dates: z.record(z.string(), money).describe('Pending money by the day it becomes available') }),
  requested_form_type: z.enum(TAX_FORM_TYPES).nullable(),
  form_completion_status: z.enum(['complete', 'incomplete', 'unrequested']),
});
const payout = z.object({
  id: z.string(), user_id: z.string(), status: z.enum(PAYOUT_STATUSES), created: z.string(), amount: money, fee: money.nullable(),
  method: z.string().nullable(), method_id: z.string().nullable(), method_address: z.string().nullable(), platform_id: z.string().nullable(),
});
const historyItem = z.union([
  payout.extend({ type: z.literal('withdrawal') }),
  z.object({ type: z.literal('payout_available'), created: z.string(), amount: money, payout_source: z.literal('creator_rewards') }),
]);
const method = z.object({
  id: z.string(), type: z.enum(PAYOUT_METHODS), name: z.string(), category: z.string(), supported_countries: z.array(z.string()),
  image_url: z.string().nullable(), image_logo_url: z.string().nullable(), interval: z.object({ standard: z.object({ min: money, max: money }) }),
  currency_code: z.string(), exchange_rate: z.number(), fee: z.object({ percentage: z.number(), min: money, max: money.nullable() }),
});

export const payoutOperations = [
  operation({
    method: 'get', path: '/v3/payout/balance', operationId: 'getPayoutBalance', tag: 'payouts', summary: 'The caller’s creator rewards balance',
    description: 'Revenue stays pending for 60 days after the day it was earned; `dates` lists when pending money becomes available.',
    scope: 'PAYOUTS_READ', responses: { 200: { description: 'OK', schema: balance }, 401: 'No token with PAYOUTS_READ' },
  }),
  operation({
    method: 'get', path: '/v3/payout/history', operationId: 'getPayoutHistory', tag: 'payouts', summary: 'The caller’s withdrawals and incoming revenue, newest first',
    scope: 'PAYOUTS_READ', responses: { 200: { description: 'OK', schema: z.array(historyItem) }, 401: 'No token with PAYOUTS_READ' },
  }),
  operation({
    method: 'get', path: '/v3/payout/methods', operationId: 'getPayoutMethods', tag: 'payouts', summary: 'Withdrawal methods offered in a country, with fees and limits',
    query: methodsQuery, responses: { 200: { description: 'OK', schema: z.array(method) }, 400: 'Not a two-letter country code' },
  }),
  operation({
    method: 'post', path: '/v3/payout/fees', operationId: 'getPayoutFees', tag: 'payouts', summary: 'The fee and net amount of a withdrawal before it is made',
    body: withdrawalBody, responses: { 200: { description: 'OK', schema: z.object({ net_usd: money, fee: money, exchange_rate: z.number() }) }, 400: 'Unknown method or an amount outside its limits', 401: 'No valid token' },
  }),
  operation({
    method: 'post', path: '/v3/payout', operationId: 'withdrawPayout', tag: 'payouts', summary: 'Withdraw available money to PayPal, Venmo, a gift card or a listed charity',
    description: 'Refused when the available balance is smaller than the amount (also when two withdrawals race for it), when a tax form is required first, '
      + 'or when the method is not offered in the creator’s country: `country` in the body, else the request’s country, else US (as for the methods).',
    scope: 'PAYOUTS_WRITE', body: withdrawalBody, responses: { 204: 'The withdrawal is on its way', 400: 'Not enough available money, a tax form is required, an invalid method or amount, or a method not offered in the country', 401: 'No token with PAYOUTS_WRITE' },
  }),
  operation({
    method: 'delete', path: '/v3/payout/{id}', operationId: 'cancelPayout', tag: 'payouts', summary: 'Cancel a pending withdrawal; its money becomes available again',
    pathParameters: { id: 'The withdrawal’s ID' }, scope: 'PAYOUTS_WRITE', responses: { 204: 'Cancelled', 400: 'No longer pending', 401: 'No token with PAYOUTS_WRITE', 404: 'Not the caller’s withdrawal' },
  }),
  operation({
    method: 'post', path: '/v3/payout/compliance', operationId: 'completePayoutCompliance', tag: 'payouts', summary: 'Record the completed tax form',
    scope: 'PAYOUTS_WRITE', body: complianceBody, responses: { 200: { description: 'OK', schema: z.object({ requested_form_type: z.enum(TAX_FORM_TYPES), form_completion_status: z.literal('complete') }) }, 401: 'No token with PAYOUTS_WRITE' },
  }),
  operation({
    method: 'get', path: '/v3/payout/platform_revenue', operationId: 'getPlatformRevenue', tag: 'payouts', summary: 'What the creator rewards pool held and paid per day over the last 30 days',
    responses: { 200: { description: 'OK', schema: z.object({ all_time: money, data: z.array(z.object({ time: z.number(), revenue: money, creator_revenue: money })) }) } },
  }),
];
