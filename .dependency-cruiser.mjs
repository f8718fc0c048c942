// The enforced dependency map: which areas of the code may import which, checked by scripts/dependency-rules.test.ts.
import { readFileSync } from 'node:fs';

// The module list is read from package.json so a new `#name` surface is covered the day it is declared.
const { imports } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const MODULES = Object.values(imports)
  .map((target) => /^\.\/functions\/([^/]+)\/index\.ts$/.exec(target)?.[1])
  .filter(Boolean);

const ANY_MODULE = `(${MODULES.join('|')})`;
export const TEST_SUPPORT = [
  '\\.(test|spec)\\.tsx?$',
  '^functions/testing/',
  '(^|/)testing\\.ts$',
  '-testing\\.ts$',
  '^tests/',
];

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: 'no-module-cycles',
    comment: 'A circle that leaves one top-level area of functions/ ties those areas into one; circles inside an area are its own business.',
    severity: 'error',
    from: { path: '^functions/([^/]+)', pathNot: TEST_SUPPORT },
    to: { circular: true, via: { pathNot: '^functions/$1(/|$)' } },
  },
  {
    name: 'no-module-cycles',
    comment: 'A circle through a module surface means the module imports itself through its own front door.',
    severity: 'error',
    from: { path: '^functions/', pathNot: TEST_SUPPORT },
    to: { circular: true, via: { path: `^functions/${ANY_MODULE}/index\\.ts$` } },
  },
  // One rule per module: the owner of a file is known only from the importer's side of a rule.
  ...MODULES.map((module) => ({
    name: 'module-privacy',
    comment: `Outside functions/${module}/, the module is reached only through its index.ts.`,
    severity: 'error',
    from: { pathNot: [`^functions/${module}/`, ...TEST_SUPPORT] },
    to: { path: `^functions/${module}/`, pathNot: `^functions/${module}/index\\.ts$` },
  })),
  {
    name: 'site-reaches-surfaces-only',
    comment: 'Pages and components use the server through module surfaces and shared contracts, never its internals or the database.',
    severity: 'error',
    from: { path: '^site/src/', pathNot: TEST_SUPPORT },
    to: {
      path: '^(functions|db)/',
      pathNot: [`^functions/${ANY_MODULE}/index\\.ts$`, '^functions/contracts/', '^functions/(app|bootstrap)\\.ts$'],
    },
  },
  {
    name: 'site-reaches-surfaces-only',
    comment: 'Only the request entrypoint composes the API.',
    severity: 'error',
    from: { path: '^site/src/', pathNot: ['^site/src/fetch\\.ts$', ...TEST_SUPPORT] },
    to: { path: '^functions/app\\.ts$' },
  },
  {
    name: 'site-reaches-surfaces-only',
    comment: 'Only the server entrypoints pick the runtime and configuration the process runs on.',
    severity: 'error',
    from: { path: '^site/src/', pathNot: ['^site/src/(fetch|middleware|worker)\\.ts$', ...TEST_SUPPORT] },
    to: { path: '^functions/bootstrap\\.ts$' },
  },
  {
    name: 'islands-stay-in-the-browser',
    comment: 'Islands ship to the browser: server code there either breaks the bundle or leaks into it.',
    severity: 'error',
    from: { path: '^site/src/islands/', pathNot: TEST_SUPPORT },
    to: {
      path: [
        '^functions/(?!contracts/)',
        '^db/',
        '^site/src/server/',
        '^site/src/components/.+\\.ts$',
        '^site/src/(fetch|middleware|worker|cron)\\.ts$',
      ],
    },
  },
  {
    name: 'islands-stay-in-the-browser',
    comment: 'Node built-ins do not exist in the browser.',
    severity: 'error',
    from: { path: '^site/src/islands/', pathNot: TEST_SUPPORT },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'contracts-are-pure',
    comment: 'Contracts are shared with browser islands, so they hold schemas and constants built from zod and each other alone.',
    severity: 'error',
    from: { path: '^functions/contracts/', pathNot: TEST_SUPPORT },
    to: { pathNot: ['^functions/contracts/', '^node_modules/zod/'] },
  },
  {
    name: 'layers-point-down',
    comment: 'Shared layers sit below the modules; reaching up would make every module depend on every other.',
    severity: 'error',
    from: { path: ['^functions/(lib|contracts|platform)/', '^functions/config\\.ts$'], pathNot: TEST_SUPPORT },
    to: { path: [`^functions/${ANY_MODULE}/`, '^functions/app\\.ts$'] },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden,
  options: {
    // The project's TypeScript is newer than any dependency-cruiser can drive; swc parses .ts and .tsx instead.
    // swc keeps type-only imports, and they count: a type from a module's internals couples to them like a value.
    parser: 'swc',
    doNotFollow: { path: '^node_modules/' },
    reporterOptions: {
      // Node ids named after their folders keep `npm run deps:graph` output readable as text and in diffs.
      mermaid: { minify: false },
    },
  },
};
