// The probes of process managers and load balancers: /healthz (the process answers) and /readyz (it can serve).
import { Hono } from 'hono';
import { ApiError } from '#contracts/errors.ts';
import type { AppEnv } from '#access';
import { readiness, type ReadinessChecks } from './readiness.ts';

const NOT_READY: Record<keyof ReadinessChecks, string> = {
  database: 'the database does not answer',
  migrations: 'database migrations are not applied',
  search: 'the search index is being built',
};

export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))
  .get('/readyz', async (c) => {
    const checks = await c.var.runtime().then(readiness, (): ReadinessChecks => ({ database: false, migrations: false, search: false }));
    const failing = (Object.keys(NOT_READY) as (keyof ReadinessChecks)[]).filter((check) => !checks[check]);
    if (failing.length > 0) {
      throw new ApiError('service_unavailable', `Not ready: ${failing.map((check) => NOT_READY[check]).join('; ')}`, { details: checks });
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ready', checks });
  });
