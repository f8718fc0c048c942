// Restates what an .astro file imports (frontmatter and <script> blocks) as plain TypeScript, for tools that parse
// TypeScript but not Astro. Only the imports are kept: frontmatter may `return`, which no module parser accepts.

const FRONTMATTER = /^\s*---\r?\n([\s\S]*?)\r?\n---/;
const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
const STATIC = /(?:^|[;\n])\s*(?:import|export)(\s+type)?\s+(?:[\w$*{},\s]*?\s*from\s*)?(['"])([^'"\n]+)\2/g;
const DYNAMIC = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g;

function codeBlocks(source: string): string[] {
  const frontmatter = FRONTMATTER.exec(source)?.[1];
  const scripts = [...source.matchAll(SCRIPT)].map((match) => match[1] ?? '');
  return frontmatter === undefined ? scripts : [frontmatter, ...scripts];
}

export function astroImports(source: string): string {
  const lines: string[] = [];
  for (const code of codeBlocks(source)) {
    for (const [, typeOnly, , specifier] of code.matchAll(STATIC)) {
      lines.push(typeOnly ? `import type {} from '${specifier}';` : `import '${specifier}';`);
    }
    for (const [, , specifier] of code.matchAll(DYNAMIC)) lines.push(`void import('${specifier}');`);
  }
  return lines.join('\n') + '\n';
}
