// The OpenAPI operation of the entitlement route beside it (mounted under /v3).
import { z } from 'zod';
import { operation } from '#lib/api-operation.ts';

const entitlementsBody = z.object({
  user_id: z.string(),
  ad_free: z.boolean(),
  plus: z.object({ status: z.enum(['active', 'past_due', 'cancelled']), until: z.string() }).nullable(),
});

export const entitlementOperations = [
  operation({
    method: 'get', path: '/v3/billing/entitlements', operationId: 'getEntitlements', tag: 'billing',
    summary: 'The caller’s Kiln Plus entitlement, which tells the Kiln App to hide its ads',
    description: '`plus` is null without Kiln Plus. A cancelled subscription keeps its perks until `until`; a past-due one keeps them while its renewal is retried.',
    scope: 'USER_READ', responses: { 200: { description: 'OK', schema: entitlementsBody }, 401: 'No token with USER_READ' },
  }),
];
