// Game versions as short ranges (spec §9): neighbours in the full list, or neighbouring releases, merge with an en dash.
export interface GameVersionTag {
  version: string;
  version_type: string;
}

interface Point {
  version: string;
  /** Position in the full list, oldest first. */
  index: number;
  /** Position among releases, oldest first; -1 for snapshots, betas and alphas. */
  releaseIndex: number;
}

const isRelease = (point: Point) => point.releaseIndex >= 0;

function adjacent(last: Point, next: Point): boolean {
  return next.index - last.index === 1 || (isRelease(last) && isRelease(next) && next.releaseIndex - last.releaseIndex === 1);
}

/** A release-led group that runs on into snapshots shows its releases and the trailing snapshots apart. */
function splitTrailingSnapshots(group: Point[]): Point[][] {
  if (!isRelease(group[0]!) || isRelease(group.at(-1)!)) return [group];
  const lastRelease = group.findLastIndex(isRelease);
  return [group.slice(0, lastRelease + 1), group.slice(lastRelease + 1)];
}

/**
 * The groups for a project's game versions, oldest first, given every game version newest first (the tag list's order).
 * Versions missing from the tag list come last, as they are.
 */
export function gameVersionRanges(projectVersions: readonly string[], allNewestFirst: readonly GameVersionTag[]): string[] {
  const oldestFirst = [...allNewestFirst].reverse();
  const position = new Map(oldestFirst.map((tag, index) => [tag.version, index]));
  const releasePosition = new Map(oldestFirst.filter((tag) => tag.version_type === 'release').map((tag, index) => [tag.version, index]));
  const unique = [...new Set(projectVersions)];
  const known = unique.filter((version) => position.has(version)).sort((a, b) => position.get(a)! - position.get(b)!);

  const groups: Point[][] = [];
  for (const version of known) {
    const point = { version, index: position.get(version)!, releaseIndex: releasePosition.get(version) ?? -1 };
    const group = groups.at(-1);
    // A group that starts with a snapshot never takes in a release.
    if (group && adjacent(group.at(-1)!, point) && (isRelease(group[0]!) || !isRelease(point))) group.push(point);
    else groups.push([point]);
  }
  const ranges = groups.flatMap(splitTrailingSnapshots)
    .map((group) => (group.length === 1 ? group[0]!.version : `${group[0]!.version}–${group.at(-1)!.version}`));
  return [...ranges, ...unique.filter((version) => !position.has(version))];
}

export const formatGameVersionRanges = (projectVersions: readonly string[], allNewestFirst: readonly GameVersionTag[]) =>
  gameVersionRanges(projectVersions, allNewestFirst).join(', ');
