// Where a form may send people back to: only same-site paths, so no field turns Kiln into an open redirect.

/** "//evil" and "/\evil" leave the site in browsers; control characters can smuggle either past naive checks. */
export function safeRedirect(target: string | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return /[\u0000-\u001f]/.test(target) ? fallback : target;
}
