// /_internal/auth/reset*: the two password-recovery form posts (ask for the mail, set the new password), answering 303s.
import { Hono } from 'hono';
import { sendSecurityNotice } from '../mail/notices.ts';
import { z } from 'zod';
import { backToForm } from '../auth/redirects.ts';
import type { AppEnv } from '#access';
import { validForm } from '#lib/validation.ts';
import { inBackground } from '#lib/background.ts';
import { clientIp } from '#lib/client-ip.ts';
import { requestLocale } from '#lib/request-locale.ts';
import { finishSignIn } from '../auth/finish-sign-in.ts';
import { completePasswordReset, requestPasswordReset } from './service.ts';

const text = z.string().max(1024).default('');
const requestForm = z.object({ identifier: text });
/** An unchecked box sends nothing, so only its presence revokes. */
const completeForm = z.object({ flow: text, password: text, confirm: text, revoke_tokens: z.string().max(8).optional() });

export const passwordResetRoutes = new Hono<AppEnv>()
  .post('/auth/reset', async (c) => {
    const form = await validForm(c, requestForm);
    const runtime = await c.var.runtime();
    const { config } = runtime;
    // After the answer, and a failure only logged: neither its timing nor its outcome may tell whether the account exists.
    inBackground(c, requestPasswordReset(runtime, form.identifier, clientIp(c, config.TRUST_PROXY), requestLocale(c)), 'Password reset mail');
    return c.redirect('/auth/reset-password?sent=1', 303);
  })
  .post('/auth/reset/complete', async (c) => {
    const form = await validForm(c, completeForm);
    const runtime = await c.var.runtime();
    const { db } = runtime;
    const outcome = await completePasswordReset(db, form.flow, { password: form.password, confirm: form.confirm, revokeTokens: form.revoke_tokens !== undefined });
    if ('error' in outcome) {
      return c.redirect(backToForm('/auth/reset-password', outcome.error, { flow: outcome.error === 'linkInvalid' ? undefined : form.flow }), 303);
    }
    inBackground(c, sendSecurityNotice(runtime, outcome.ok.userId, 'passwordChanged', requestLocale(c)), 'Password change notice');
    return finishSignIn(c, outcome.ok.userId, '/');
  });
