// /_dev/billing-clock: the sandbox clock for staff developing on this machine (development mode, asked straight from
// the machine, sandbox payments): it shows billing's "now" and moves it forward, then runs the renewal job at once.
// Anyone else gets a 404, like /_dev/mail.
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '#access';
import { SESSION_COOKIE } from '#access';
import { clockForm } from '#contracts/billing.ts';
import { escapeHtml } from '#contracts/html.ts';
import { isDirectLoopback } from '#lib/client-ip.ts';
import { validForm } from '#lib/validation.ts';
import { advanceSandboxClock, billingNow } from '../clock.ts';
import { runBillingJobs } from '../renewals/job.ts';
import { maySetSandboxClock } from './policy.ts';

const allowed = async (c: Context<AppEnv>) => maySetSandboxClock(await c.var.runtime(), getCookie(c, SESSION_COOKIE), isDirectLoopback(c));

const STEPS = [1, 7, 30, 365];

export const billingClockRoutes = new Hono<AppEnv>()
  .get('/billing-clock', async (c) => {
    if (!(await allowed(c))) return c.notFound();
    const now = await billingNow(await c.var.runtime());
    const done = c.req.query('ran');
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sandbox billing clock - Kiln</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}form{display:inline-block;margin:0 .5rem .5rem 0}button{font:inherit;padding:.4rem .9rem}</style>
</head><body><h1>Sandbox billing clock</h1>
<p>Billing's time: <strong><time datetime="${now.toISOString()}">${escapeHtml(now.toUTCString())}</time></strong>. Moving it forward runs due renewals, retries and expiries at once.</p>
${done ? `<p role="status">${escapeHtml(done)}</p>` : ''}
${STEPS.map((days) => `<form method="post" action="/_dev/billing-clock"><input type="hidden" name="days" value="${days}"><button type="submit">Forward ${days} day${days === 1 ? '' : 's'}</button></form>`).join('')}
<p><a href="/settings/billing">Back to billing</a></p>
</body></html>`);
  })
  .post('/billing-clock', async (c) => {
    if (!(await allowed(c))) return c.notFound();
    const form = await validForm(c, clockForm);
    const runtime = await c.var.runtime();
    await advanceSandboxClock(runtime.db, form.days);
    const report = await runBillingJobs(runtime);
    const ran = `Moved ${form.days} days forward: ${report.renewed} renewed, ${report.failed} failed, ${report.expired} expired.`;
    return c.redirect(`/_dev/billing-clock?${new URLSearchParams({ ran })}`, 303);
  });
