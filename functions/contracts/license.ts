// License expressions: the SPDX ids inside an expression and the display name of the whole (api-compat §project-v2).
export const ALL_RIGHTS_RESERVED = 'LicenseRef-All-Rights-Reserved';

/** The license ids of an SPDX expression such as "MIT OR (Apache-2.0 WITH LLVM-exception)". */
export function licenseIdsOf(expression: string): string[] {
  return expression
    .replace(/[()]/g, ' ')
    .split(/\s+/)
    .filter((token) => token && !['AND', 'OR', 'WITH'].includes(token.toUpperCase()))
    .map((token) => token.replace(/\+$/, ''));
}

/** Full names joined by ", "; custom LicenseRef ids other than All Rights Reserved have no name. */
export function licenseName(expression: string, names: ReadonlyMap<string, string>): string {
  if (expression === ALL_RIGHTS_RESERVED) return 'All Rights Reserved';
  const ids = licenseIdsOf(expression);
  const resolved = ids.map((id) => names.get(id));
  return resolved.every((name) => name !== undefined) ? resolved.join(', ') : '';
}
