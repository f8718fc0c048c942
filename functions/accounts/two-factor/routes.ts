// /_internal/two-factor/* (the settings page's 2FA forms) and /_internal/auth/sign-in/two-factor (the sign-in code step).
import { Hono } from 'hono';
import { sendSecurityNotice } from '../mail/notices.ts';
import { inBackground } from '#lib/background.ts';
import { requestLocale } from '#lib/request-locale.ts';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { TWO_FACTOR_CODE_MAX } from '#contracts/limits.ts';
import { backToForm } from '../auth/redirects.ts';
import { clearPendingSignInCookie, codeStepPath, PENDING_SIGN_IN_COOKIE } from '../auth/finish-sign-in.ts';
import { rateLimitedAnswer } from '../auth/rate-limited.ts';
import { backToSettings, handOverBackupCodes } from '../security/redirects.ts';
import { requireViewer } from '#access';
import type { AppEnv } from '#access';
import { clientIp } from '#lib/client-ip.ts';
import { safeRedirect } from '#contracts/safe-redirect.ts';
import { validForm } from '#lib/validation.ts';
import { rotateCookieSession, startSession } from '#access';
import {
  beginTwoFactorSetup, cancelTwoFactorSetup, confirmTwoFactorSetup, disableTwoFactor, regenerateBackupCodes,
} from './service.ts';
import { completeCodeStep } from './sign-in.ts';
import { appSignInStop } from '../app-sign-in/routes.ts';

const code = z.string().max(TWO_FACTOR_CODE_MAX).default('');
const codeForm = z.object({ code });
const passwordForm = z.object({ password: z.string().max(1024).default('') });
const signInCodeForm = z.object({ code, redirect: z.string().max(2048).optional() });

export const twoFactorRoutes = new Hono<AppEnv>()
  .post('/two-factor/setup', async (c) => {
    const viewer = await requireViewer(c, 'USER_AUTH_WRITE');
    const form = await validForm(c, passwordForm);
    const { db, config } = await c.var.runtime();
    const outcome = await beginTwoFactorSetup(db, config, viewer.userId, form.password, clientIp(c, config.TRUST_PROXY));
    return backToSettings(c, 'two-factor', 'error' in outcome ? outcome : { status: 'twoFactorSetup' });
  })
  .post('/two-factor/setup/cancel', async (c) => {
    const viewer = await requireViewer(c, 'USER_AUTH_WRITE');
    const { db } = await c.var.runtime();
    await cancelTwoFactorSetup(db, viewer.userId);
    return backToSettings(c, 'two-factor', {});
  })
  .post('/two-factor/enable', async (c) => {
    const viewer = await requireViewer(c, 'USER_AUTH_WRITE');
    const form = await validForm(c, codeForm);
    const runtime = await c.var.runtime();
    const { db, config } = runtime;
    const outcome = await confirmTwoFactorSetup(db, config, viewer.userId, form.code);
    if ('error' in outcome) return backToSettings(c, 'two-factor', outcome);
    inBackground(c, sendSecurityNotice(runtime, viewer.userId, 'twoFactorEnabled', requestLocale(c)), 'Two-factor notice');
    await rotateCookieSession(c, viewer.userId);
    await handOverBackupCodes(c, outcome.ok.backupCodes);
    return backToSettings(c, 'two-factor', { status: 'twoFactorEnabled' });
  })
  .post('/two-factor/disable', async (c) => {
    const viewer = await requireViewer(c, 'USER_AUTH_WRITE');
    const form = await validForm(c, codeForm);
    const runtime = await c.var.runtime();
    const { db, config } = runtime;
    const outcome = await disableTwoFactor(db, config, viewer.userId, form.code, clientIp(c, config.TRUST_PROXY));
    if ('error' in outcome) return backToSettings(c, 'two-factor', { ...outcome, form: 'disable' });
    inBackground(c, sendSecurityNotice(runtime, viewer.userId, 'twoFactorDisabled', requestLocale(c)), 'Two-factor notice');
    await rotateCookieSession(c, viewer.userId);
    return backToSettings(c, 'two-factor', { status: 'twoFactorDisabled' });
  })
  .post('/two-factor/backup-codes', async (c) => {
    const viewer = await requireViewer(c, 'USER_AUTH_WRITE');
    const form = await validForm(c, codeForm);
    const { db, config } = await c.var.runtime();
    const outcome = await regenerateBackupCodes(db, config, viewer.userId, form.code, clientIp(c, config.TRUST_PROXY));
    if ('error' in outcome) return backToSettings(c, 'two-factor', { ...outcome, form: 'regenerate' });
    await handOverBackupCodes(c, outcome.ok.backupCodes);
    return backToSettings(c, 'two-factor', { status: 'backupCodesRegenerated' });
  })
  .post('/auth/sign-in/two-factor', async (c) => {
    const form = await validForm(c, signInCodeForm);
    const { db, config } = await c.var.runtime();
    const outcome = await completeCodeStep(db, config, getCookie(c, PENDING_SIGN_IN_COOKIE) ?? '', form.code, clientIp(c, config.TRUST_PROXY));
    if ('error' in outcome) {
      if (outcome.error === 'rateLimited') return rateLimitedAnswer(c, outcome.retryAfterMs, { step: 'two-factor', redirect: safeRedirect(form.redirect, '') || undefined });
      if (outcome.error === 'codeInvalid') return c.redirect(codeStepPath(form.redirect, { error: 'codeInvalid' }), 303);
      await clearPendingSignInCookie(c);
      return c.redirect(backToForm('/auth/sign-in', 'signInExpired', { redirect: safeRedirect(form.redirect, '') || undefined }), 303);
    }
    await clearPendingSignInCookie(c);
    await startSession(c, outcome.ok.userId);
    return c.redirect((await appSignInStop(c)) ?? safeRedirect(form.redirect), 303);
  });
