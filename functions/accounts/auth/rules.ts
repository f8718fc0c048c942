// Account field rules (api-compat §limits) and the common-password check, answering error codes the pages translate.
import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '#contracts/limits.ts';
import commonPasswords from './data/common-passwords.json' with { type: 'json' };

/** Codes are message keys under auth.errors in the site's message files. */
export type AccountError =
  | 'usernameInvalid' | 'usernameTaken' | 'emailInvalid' | 'emailTaken' | 'passwordLength' | 'passwordCommon'
  | 'passwordMismatch' | 'credentials' | 'rateLimited' | 'linkInvalid' | 'codeInvalid' | 'signInExpired' | 'signInLinkSent';

/** Lowercased passwords of 8+ characters from zxcvbn-ts's common-password dictionary (@zxcvbn-ts/language-common 4.1.3). */
const COMMON = new Set<string>(commonPasswords);

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

export function passwordProblem(password: string, confirm: string | undefined): AccountError | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'passwordLength';
  if (confirm !== undefined && confirm !== password) return 'passwordMismatch';
  if (isCommonPassword(password)) return 'passwordCommon';
  return null;
}

export const usernameIsValid = (username: string) =>
  username.length >= USERNAME_MIN && username.length <= USERNAME_MAX && USERNAME_PATTERN.test(username);

export const emailIsValid = (email: string) => email.length <= EMAIL_MAX && z.email().safeParse(email).success;
