// Minecraft version numbers as far as running a server needs them: comparing releases and choosing the Java
// runtime a version needs. Releases are `1.x[.y]` and, from 2026, `yy.n[.y]`; snapshots and pre-releases count as
// their release line's newest.

/** Version text Kiln places in install scripts: it never needs quoting. */
export const SAFE_VERSION = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,31}$/;

export interface Release {
  major: number;
  minor: number;
  patch: number;
}

/** Null for text that is not a release number (snapshots such as `24w14a`). */
export function parseRelease(version: string): Release | null {
  const match = /^(\d+)\.(\d+)(?:\.(\d+))?(?:$|[-_ ])/.exec(version);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3] ?? 0) };
}

/** Whether `version` is at least `major.minor.patch`; a version that is not a release number counts as newest. */
export function isAtLeast(version: string, minimum: Release): boolean {
  const release = parseRelease(version);
  if (!release) return true;
  for (const key of ['major', 'minor', 'patch'] as const) {
    if (release[key] !== minimum[key]) return release[key] > minimum[key];
  }
  return true;
}

/** Mojang's requirements: Java 8 before 1.17, 17 from 1.17 (16 is enough there, 17 runs it), 21 from 1.20.5, 25 for year versions. */
export function javaVersionFor(version: string): 8 | 17 | 21 | 25 {
  if (isAtLeast(version, { major: 25, minor: 0, patch: 0 })) return parseRelease(version) ? 25 : 21;
  if (isAtLeast(version, { major: 1, minor: 20, patch: 5 })) return 21;
  if (isAtLeast(version, { major: 1, minor: 17, patch: 0 })) return 17;
  return 8;
}
