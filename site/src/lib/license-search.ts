// The license picker's search: best match first (an exact id, then names and ids starting with the query, then words
// starting with it, then text containing it), so "MIT" puts the MIT License at the top rather than the alphabet's end.
import { matchSorter, rankings } from 'match-sorter';

export interface LicenseChoice {
  short: string;
  name: string;
}

export function searchLicenses<L extends LicenseChoice>(licenses: readonly L[], query: string): L[] {
  const needle = query.trim();
  if (!needle) return [...licenses];
  return matchSorter([...licenses], needle, { keys: ['short', 'name'], threshold: rankings.CONTAINS });
}
