// Cruises a source tree against the rules in .dependency-cruiser.mjs, .astro files included, and words the result.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import config from '../../.dependency-cruiser.mjs';
import { astroImports } from './astro-imports.ts';

export const AREAS = ['functions', 'site/src', 'db', 'scripts'];

// An .astro file is cruised through a TypeScript stand-in beside it, named after it plus this suffix.
const STAND_IN = '.ts';

const hasAstro = (folder: string): boolean =>
  readdirSync(folder, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? hasAstro(join(folder, entry.name)) : entry.isFile() && entry.name.endsWith('.astro'),
  );

// dependency-cruiser cannot parse .astro, so it cruises a mirror of the tree: links to the originals, and in place
// of every .astro file a stand-in holding its imports, which imports of the .astro file reach by extension. Links
// keep each path as it is in the real tree; folders without .astro files are linked whole, which keeps it quick.
function mirror(source: string, target: string): void {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory() && hasAstro(from)) mirror(from, to);
    else if (entry.isFile() && entry.name.endsWith('.astro')) {
      writeFileSync(to + STAND_IN, astroImports(readFileSync(from, 'utf8')));
    } else symlinkSync(from, to);
  }
}

// Outside the cruised areas one link per entry will do, so imports that leave the areas still resolve.
function shadowTree(root: string, shadow: string, areas: string[], folder = ''): void {
  for (const name of readdirSync(join(root, folder))) {
    const path = folder ? `${folder}/${name}` : name;
    if (areas.includes(path)) mirror(join(root, path), join(shadow, path));
    else if (areas.some((area) => area.startsWith(`${path}/`))) {
      mkdirSync(join(shadow, path));
      shadowTree(root, shadow, areas, path);
    } else symlinkSync(join(root, path), join(shadow, path));
  }
}

/** Cruises `areas` of the tree at `root` (which has its own package.json) with the project's rules. */
export async function cruiseRules(root: string, areas: string[] = AREAS): Promise<ICruiseResult> {
  const shadow = mkdtempSync(join(tmpdir(), 'dependency-map-'));
  try {
    shadowTree(root, shadow, areas);
    const present = areas.filter((area) => existsSync(join(root, area)));
    const { output } = await cruise(present, {
      ...config.options,
      baseDir: shadow,
      preserveSymlinks: true,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    if (typeof output === 'string') throw new Error('dependency-cruiser returned a report instead of a result');
    return output;
  } finally {
    rmSync(shadow, { recursive: true, force: true });
  }
}

/** A path as it is in the real tree: a stand-in's name goes back to its .astro file. */
export const realPath = (path: string) => (path.endsWith(`.astro${STAND_IN}`) ? path.slice(0, -STAND_IN.length) : path);

export interface Violation {
  rule: string;
  from: string;
  to: string;
  cycle?: string[];
}

export function violations(result: ICruiseResult): Violation[] {
  return (result.summary.violations as IViolation[]).map(({ rule, from, to, cycle }) => ({
    rule: rule.name,
    from: realPath(from),
    to: realPath(to),
    ...(cycle ? { cycle: cycle.map(({ name }) => realPath(name)) } : {}),
  }));
}

export function describeViolation({ rule, from, to, cycle }: Violation): string {
  const circle = cycle ? ` (circle: ${[from, ...cycle].join(' → ')})` : '';
  return `${rule}: ${from} → ${to}${circle}`;
}
