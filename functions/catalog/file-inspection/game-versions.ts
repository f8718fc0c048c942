// Turns what metadata says about Minecraft (Fabric/Quilt ranges, Maven ranges, API versions, pack formats) into concrete game versions.
import packFormats from './data/pack-formats.json' with { type: 'json' };

export interface KnownGameVersion {
  version: string;
  version_type: string;
}

/** A release-style version: numbers, optionally followed by a pre-release suffix (`1.21-pre1`, `1.21-`). */
const SHAPE = /^(\d+(?:\.\d+)*)(?:-(.*))?$/;

interface Parsed {
  numbers: number[];
  pre: string | null;
}

function parse(version: string): Parsed | null {
  const match = SHAPE.exec(version.trim());
  if (!match) return null;
  return { numbers: match[1]!.split('.').map(Number), pre: match[2] ?? null };
}

/** Numeric comparison, missing parts as 0 (`1.21` = `1.21.0`); a pre-release sorts before its release. */
export function compareVersions(a: string, b: string): number | null {
  const left = parse(a);
  const right = parse(b);
  if (!left || !right) return null;
  for (let i = 0; i < Math.max(left.numbers.length, right.numbers.length); i++) {
    const difference = (left.numbers[i] ?? 0) - (right.numbers[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  if (left.pre === right.pre) return 0;
  if (left.pre === null) return 1;
  if (right.pre === null) return -1;
  return left.pre < right.pre ? -1 : 1;
}

type Predicate = (version: string) => boolean;

const at = (bound: string, test: (order: number) => boolean): Predicate => (version) => {
  const order = compareVersions(version, bound);
  return order !== null && test(order);
};

/** `~1.20.1` and `^1.20.1`: the next minor or major line is the exclusive upper bound. */
function nextLine(bound: string, part: 0 | 1): string | null {
  const parsed = parse(bound);
  if (!parsed) return null;
  const numbers = [...parsed.numbers];
  if (part === 1 && numbers.length < 2) numbers.push(0);
  numbers[part] = (numbers[part] ?? 0) + 1;
  return numbers.slice(0, part + 1).join('.');
}

/** One Fabric/semver-style predicate: `*`, comparisons, `~`, `^`, `1.20.x` wildcards or an exact version. */
function fabricPredicate(term: string): Predicate | null {
  if (term === '*' || term === 'x' || term === '') return () => true;
  const comparison = /^(>=|<=|>|<|=)\s*(.+)$/.exec(term);
  if (comparison) {
    const [, operator, bound] = comparison as unknown as [string, string, string];
    const tests: Record<string, (order: number) => boolean> = {
      '>=': (o) => o >= 0, '<=': (o) => o <= 0, '>': (o) => o > 0, '<': (o) => o < 0, '=': (o) => o === 0,
    };
    return at(bound, tests[operator]!);
  }
  if (term.startsWith('~') || term.startsWith('^')) {
    const bound = term.slice(1).trim();
    const upper = nextLine(bound, term.startsWith('~') ? 1 : 0);
    if (!upper) return null;
    return (version) => at(bound, (o) => o >= 0)(version) && at(upper, (o) => o < 0)(version);
  }
  const wildcard = /^(\d+(?:\.\d+)*)\.[x*X]$/.exec(term);
  if (wildcard) return (version) => version === wildcard[1] || version.startsWith(`${wildcard[1]}.`);
  return (version) => version === term || compareVersions(version, term) === 0;
}

/** A Fabric `depends.minecraft` value: a string of space-separated predicates (all must hold), `||` alternatives, or a list of alternatives. */
export function fabricRange(range: unknown): Predicate | null {
  const alternatives = Array.isArray(range) ? range : [range];
  const compiled: Predicate[][] = [];
  for (const alternative of alternatives) {
    if (typeof alternative !== 'string') return null;
    for (const part of alternative.split('||')) {
      const terms = part.trim().replace(/(>=|<=|>|<|=)\s+/g, '$1').split(/\s+/).filter(Boolean);
      const predicates = (terms.length ? terms : ['*']).map(fabricPredicate);
      if (predicates.some((p) => p === null)) return null;
      compiled.push(predicates as Predicate[]);
    }
  }
  return (version) => compiled.some((all) => all.every((predicate) => predicate(version)));
}

/** A Maven range as Forge reads `versionRange`: `[1.20.1,1.21)`, `[1.20]`, `(,1.19]`, unions; a bare version means that version. */
export function mavenRange(range: string): Predicate | null {
  const text = range.trim();
  if (!text) return null;
  if (!/^[[(]/.test(text)) return (version) => version === text || compareVersions(version, text) === 0;
  const intervals = text.match(/[[(][^\])]*[\])]/g);
  if (!intervals) return null;
  const predicates: Predicate[] = [];
  for (const interval of intervals) {
    const inclusiveLow = interval.startsWith('[');
    const inclusiveHigh = interval.endsWith(']');
    const inner = interval.slice(1, -1);
    if (!inner.includes(',')) {
      const exact = inner.trim();
      predicates.push((version) => version === exact || compareVersions(version, exact) === 0);
      continue;
    }
    const [low, high] = inner.split(',').map((part) => part.trim()) as [string, string];
    predicates.push((version) => {
      if (low && !at(low, (o) => (inclusiveLow ? o >= 0 : o > 0))(version)) return false;
      if (high && !at(high, (o) => (inclusiveHigh ? o <= 0 : o < 0))(version)) return false;
      return true;
    });
  }
  return (version) => predicates.some((predicate) => predicate(version));
}

/** A plugin's `api-version` (`1.20`): the releases of that line. */
export const apiVersionLine = (apiVersion: string): Predicate => (version) =>
  version === apiVersion || version.startsWith(`${apiVersion}.`);

/**
 * The versions a predicate admits: releases only, since ranges are written for them, except that a snapshot
 * or pre-release named exactly is kept. Oldest first, as versions list their game versions.
 */
export function matchGameVersions(known: readonly KnownGameVersion[], predicate: Predicate | null, named: readonly string[] = []): string[] {
  if (!predicate) return [];
  const names = new Set(named);
  return known
    .filter(({ version, version_type: type }) => (type === 'release' || names.has(version)) && predicate(version))
    .map(({ version }) => version)
    .reverse();
}

export type PackKind = 'resource' | 'data';

/** The format a release reads: the last table entry whose first release is not newer. */
export function packFormatOf(kind: PackKind, version: string): number | null {
  let format: number | null = null;
  for (const { first, format: value } of packFormats[kind]) {
    const order = compareVersions(version, first);
    if (order === null) return null;
    if (order >= 0) format = value;
  }
  return format;
}

/** Releases whose pack format lies in [min, max]. */
export const packFormatRange = (kind: PackKind, min: number, max: number): Predicate => (version) => {
  const format = packFormatOf(kind, version);
  return format !== null && format >= min && format <= max;
};
