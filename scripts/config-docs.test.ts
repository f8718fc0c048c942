// The configuration is documented where operators look: every variable config.ts reads has a row in the README's
// table and a line in .env.example, and neither names a variable that config.ts does not read.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '#config';

const read = (file: string) => readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), 'utf8');
const VARIABLE = /`([A-Z][A-Z0-9_]+)`/g;

/** The variables named in the first column of the table under "## Configuration". */
function readmeVariables(): string[] {
  const readme = read('README.md');
  const start = readme.indexOf('\n## Configuration\n');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...row.split('|')[1]!.matchAll(VARIABLE)].map((match) => match[1]!));
}

/** `NAME=value` lines, commented out or not. */
const exampleVariables = () => [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);

describe('configuration documentation', () => {
  it("the README's table lists exactly the variables of functions/config.ts", () => {
    expect([...readmeVariables()].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('.env.example lists each of them once', () => {
    expect([...exampleVariables()].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
