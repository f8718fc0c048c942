// Where Kiln's own files and images live in the database: a key below the CDN root, composed into a URL when read,
// so that moving PUBLIC_URL or CDN_URL needs no SQL. A value with a scheme is an external URL, kept as given.

/** `https://…`, `data:…`: anything that names its scheme is not one of Kiln's keys. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** The URL a stored value is served at: a key below `cdnUrl`, or an external URL unchanged. */
export function storedFileUrl(cdnUrl: string, stored: string): string;
export function storedFileUrl(cdnUrl: string, stored: string | null): string | null;
export function storedFileUrl(cdnUrl: string, stored: string | null): string | null {
  if (stored === null) return null;
  return HAS_SCHEME.test(stored) ? stored : `${cdnUrl}/${stored}`;
}

/** The key behind a URL this instance serves below `cdnUrl`; null for any other URL. */
export function storedFileKey(cdnUrl: string, url: string): string | null {
  const root = `${cdnUrl}/`;
  return url.startsWith(root) && url.length > root.length ? url.slice(root.length) : null;
}

/** What to store for a URL a client names: this instance's key, or an external URL as given. */
export const storedFileOf = (cdnUrl: string, url: string): string => storedFileKey(cdnUrl, url) ?? url;

/** The key of a version's file: below its project's and version's folders, the name made safe for a URL path. */
export const fileKeyOf = (projectId: string, versionId: string, filename: string) =>
  `data/${projectId}/versions/${versionId}/${encodeURIComponent(filename)}`;
