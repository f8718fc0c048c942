// `npm run js-budget`: the gzip bytes of JavaScript each main page loads (module scripts, island components and
// renderers, and everything they import statically), measured on the built site served with demo data.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { benchTarget } from '../bench/server.ts';
import { printTable } from '../bench/table.ts';
import { gzipBytes, HOME_PAGE_BUDGET, INTERACTIVE_PAGE_BUDGET, STATIC_PAGE_BUDGET } from './lib/js-budget.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(root, 'dist/client');
const PAGES: { name: string; path: string; budget: number }[] = [
  { name: 'home', path: '/', budget: HOME_PAGE_BUDGET },
  { name: 'search', path: '/mods', budget: INTERACTIVE_PAGE_BUDGET },
  { name: 'project', path: '', budget: INTERACTIVE_PAGE_BUDGET },
  { name: 'project versions', path: '', budget: INTERACTIVE_PAGE_BUDGET },
  { name: 'static (legal)', path: '/legal/terms', budget: STATIC_PAGE_BUDGET },
];

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'content' in node && node.content ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
}

// Minified ESM keeps static imports as `import{…}from"./x.js"` / `import"./x.js"` / `export{…}from"./x.js"`;
// `import(` (a dynamic import, loaded only on demand) never matches because a quote must follow.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

function staticImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]!);
}

/** Every same-origin module a set of entry URLs pulls in statically, as paths under dist/client. */
function moduleGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((url) => new URL(url, 'http://site/').pathname);
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    const file = join(clientDir, path);
    if (!existsSync(file)) throw new Error(`A page loads ${path}, which the build does not contain`);
    seen.add(path);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) queue.push(new URL(specifier, `http://site${path}`).pathname);
  }
  return seen;
}

interface PageFigures { modules: Map<string, number>; inlineBytes: number; }

function measure(html: string): PageFigures {
  const entries: string[] = [];
  const inlineModules: string[] = [];
  let inlineBytes = 0;
  for (const element of elements(parse(html))) {
    if (element.tagName === 'astro-island') {
      for (const name of ['component-url', 'renderer-url']) {
        const url = attribute(element, name);
        if (url) entries.push(url);
      }
    }
    if (element.tagName !== 'script') continue;
    const type = attribute(element, 'type');
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    const src = attribute(element, 'src');
    if (src) {
      entries.push(src);
      continue;
    }
    const text = element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
    // A bundled script small enough to be inlined counts as a file would; classic inline scripts (the theme
    // bootstrap that must run before paint, the island loader) are reported apart.
    if (type === 'module') inlineModules.push(text);
    else inlineBytes += gzipBytes(text);
  }
  const modules = new Map<string, number>();
  inlineModules.forEach((text, index) => {
    modules.set(`(inline module ${index + 1})`, gzipBytes(text));
    entries.push(...staticImports(text));
  });
  for (const path of moduleGraph(entries)) modules.set(path, gzipBytes(readFileSync(join(clientDir, path))));
  return { modules, inlineBytes };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const verbose = process.argv.includes('--verbose');
const target = await benchTarget(60);
let overBudget = false;
try {
  const search = (await (await fetch(`${target.url}/v2/search?limit=1&index=downloads&facets=${encodeURIComponent('[["project_type:mod"]]')}`)).json()) as { hits: { slug: string }[] };
  const slug = search.hits[0]?.slug;
  if (!slug) throw new Error('The demo data has no mod to measure a project page with');
  PAGES[2]!.path = `/mod/${slug}`;
  PAGES[3]!.path = `/mod/${slug}/versions`;

  const rows: string[][] = [];
  for (const page of PAGES) {
    const response = await fetch(target.url + page.path);
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
    const { modules, inlineBytes } = measure(await response.text());
    const total = [...modules.values()].reduce((sum, bytes) => sum + bytes, 0);
    const largest = [...modules].sort((a, b) => b[1] - a[1]);
    if (total > page.budget) overBudget = true;
    rows.push([page.name, page.path, String(modules.size), `${kb(total)} (${total} B)`, kb(inlineBytes), kb(page.budget), total > page.budget ? 'OVER' : 'ok',
      largest.slice(0, 3).map(([path, bytes]) => `${path.split('/').pop()} ${kb(bytes)}`).join(', ')]);
    if (verbose) for (const [path, bytes] of largest) console.log(`${page.path}\t${bytes}\t${path}`);
  }
  printTable('JavaScript per page (gzip level 9, KB = 1,000 bytes; classic inline scripts counted apart)',
    ['page', 'path', 'files', 'JS total', 'inline', 'budget', '', 'largest files'], rows);
} finally {
  target.stop();
}
process.exit(overBudget ? 1 : 0);
