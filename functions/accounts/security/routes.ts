// /_internal/account/*: the account settings page's form posts (email, password, deletion) and the email-change link.
import { Hono } from 'hono';
import { sendSecurityNotice } from '../mail/notices.ts';
import { inBackground } from '#lib/background.ts';
import { requestLocale } from '#lib/request-locale.ts';
import { z } from 'zod';
import { echoForm, requireViewer } from '#access';
import type { AppEnv } from '#access';
import { clientIp } from '#lib/client-ip.ts';
import { validForm, validQuery } from '#lib/validation.ts';
import { clearSessionCookie, currentSessionId, rotateCookieSession } from '#access';
import { resendVerificationEmail } from '../verification/service.ts';
import { deleteAccount } from './delete-account.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { changePassword } from './password-change.ts';
import { ACCOUNT_PAGE, backToSettings } from './redirects.ts';

const text = z.string().max(1024).default('');
const emailForm = z.object({ email: text, password: text });
const passwordForm = z.object({ current: text, password: text, confirm: text });
const deleteForm = z.object({ confirmation: text, password: text });
const confirmQuery = z.object({ flow: z.string().max(256).default('') });

export const accountSecurityRoutes = new Hono<AppEnv>()
  .post('/account/email', async (c) => {
    const viewer = await requireViewer(c, 'USER_AUTH_WRITE');
    const form = await validForm(c, emailForm);
    const runtime = await c.var.runtime();
    const { config } = runtime;
    const outcome = await requestEmailChange(runtime, viewer.userId, form, clientIp(c, config.TRUST_PROXY), requestLocale(c));
    if ('error' in outcome) await echoForm(c, ACCOUNT_PAGE, 'email', { email: form.email });
    return backToSettings(c, 'email', 'error' in outcome ? outcome : { status: 'emailChangeSent' });
  })
  .get('/account/email/confirm', async (c) => {
    const { flow } = validQuery(c, confirmQuery);
    const { db } = await c.var.runtime();
    const outcome = await confirmEmailChange(db, flow);
    return backToSettings(c, 'email', outcome === 'changed' ? { status: 'emailChanged' } : { error: outcome });
  })
  .post('/account/email/resend', async (c) => {
    const viewer = await requireViewer(c, 'USER_AUTH_WRITE');
    const runtime = await c.var.runtime();
    const { config } = runtime;
    const sent = await resendVerificationEmail(runtime, viewer.userId, clientIp(c, config.TRUST_PROXY), requestLocale(c));
    return backToSettings(c, 'email', sent ? { status: 'verificationSent' } : { error: 'nothingToVerify' });
  })
  .post('/account/password', async (c) => {
    const viewer = await requireViewer(c, 'USER_AUTH_WRITE');
    const form = await validForm(c, passwordForm);
    const runtime = await c.var.runtime();
    const { db, config } = runtime;
    const outcome = await changePassword(db, viewer.userId, form, currentSessionId(c), clientIp(c, config.TRUST_PROXY));
    if ('error' in outcome) return backToSettings(c, 'password', outcome);
    inBackground(c, sendSecurityNotice(runtime, viewer.userId, 'passwordChanged', requestLocale(c)), 'Password change notice');
    await rotateCookieSession(c, viewer.userId);
    return backToSettings(c, 'password', { status: 'passwordChanged' });
  })
  .post('/account/delete', async (c) => {
    const viewer = await requireViewer(c, 'USER_DELETE');
    const form = await validForm(c, deleteForm);
    const { db, config } = await c.var.runtime();
    const outcome = await deleteAccount(db, viewer.userId, form, clientIp(c, config.TRUST_PROXY));
    if ('error' in outcome) {
      await echoForm(c, ACCOUNT_PAGE, 'delete', { confirmation: form.confirmation });
      return backToSettings(c, 'delete', outcome);
    }
    await clearSessionCookie(c);
    return c.redirect('/', 303);
  });
