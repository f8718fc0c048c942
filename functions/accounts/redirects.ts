// Where the auth forms send people: only same-site paths, and back to the form with an error code on failure.
import type { AccountError } from './rules.ts';

/** A form field must not turn Kiln into an open redirect: "//evil" and "/\evil" leave the site in browsers. */
export function safeRedirect(target: string | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return /[\u0000-\u001f]/.test(target) ? fallback : target;
}

export function backToForm(page: string, error: AccountError, keep: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams({ error });
  for (const [name, value] of Object.entries(keep)) if (value) params.set(name, value);
  return `${page}?${params}`;
}
