// The license picker's search: best match first (an exact id, then names and ids starting with the query, then words
// starting with it, then text containing it), so "MIT" puts the MIT License at the top rather than the alphabet's end.
// A few lines of its own: a ranking library in CommonJS would grow the runtime chunk every island page loads.

export interface LicenseChoice {
  short: string;
  name: string;
}

/** Lower is better; null is no match. */
function rank({ short, name }: LicenseChoice, needle: string): number | null {
  const id = short.toLowerCase();
  const title = name.toLowerCase();
  if (id === needle) return 0;
  if (id.startsWith(needle) || title.startsWith(needle)) return 1;
  if (`${id} ${title}`.split(/[\s\-.(),]+/).some((word) => word.startsWith(needle))) return 2;
  if (id.includes(needle) || title.includes(needle)) return 3;
  return null;
}

export function searchLicenses<L extends LicenseChoice>(licenses: readonly L[], query: string): L[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...licenses];
  return licenses
    .map((license, index) => ({ license, index, rank: rank(license, needle) }))
    .filter((entry): entry is { license: L; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ license }) => license);
}
