// The dependency map in .dependency-cruiser.mjs holds on the real tree, and each of its rules fails when broken.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cruiseRules, describeViolation, violations, type Violation } from './lib/dependency-map.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { imports } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const SURFACE = 'export {};\n';

/** Cruises a throwaway tree of `files` that resolves `#…` imports as the real one does. */
async function cruisePlanted(files: Record<string, string>): Promise<Violation[]> {
  const tree = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
  try {
    writeFileSync(join(tree, 'package.json'), JSON.stringify({ type: 'module', imports }));
    symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    }
    return violations(await cruiseRules(tree));
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

/** The imports in `files` that break `rule`, as "from → to"; an npm package by name, not by its moving entry file. */
async function breaches(rule: string, files: Record<string, string>): Promise<string[]> {
  return (await cruisePlanted(files))
    .filter((violation) => violation.rule === rule)
    .map(({ from, to }) => `${from} → ${to.replace(/^node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, '$1')}`)
    .sort();
}

/** The circles in `files` that break no-module-cycles, each as its sorted members: which edge is blamed varies. */
async function circles(files: Record<string, string>): Promise<string[]> {
  const found = (await cruisePlanted(files))
    .filter((violation) => violation.rule === 'no-module-cycles')
    .map(({ from, cycle = [] }) => [...new Set([from, ...cycle])].sort().join(' ⇄ '));
  return [...new Set(found)].sort();
}

describe('dependency rules', () => {
  it('hold on the real tree', async () => {
    const found = violations(await cruiseRules(ROOT));
    expect(found.map(describeViolation)).toEqual([]);
  });

  it('no-module-cycles: a circle between modules or layers, or through a surface, fails; one inside a module does not', async () => {
    const found = await circles({
      'functions/catalog/index.ts': "export * from './publish.ts';\n",
      'functions/catalog/publish.ts': "import '#community';\n",
      'functions/community/index.ts': "export * from './follow.ts';\n",
      'functions/community/follow.ts': "import '#catalog';\n",
      'functions/search/index.ts': "export * from './service.ts';\n",
      'functions/search/service.ts': "import '#search';\n",
      'functions/lib/ids.ts': "import '#platform/runtime.ts';\n",
      'functions/platform/runtime.ts': "import '#lib/ids.ts';\n",
    });
    expect(found).toEqual([
      'functions/catalog/index.ts ⇄ functions/catalog/publish.ts ⇄ functions/community/follow.ts ⇄ functions/community/index.ts',
      'functions/lib/ids.ts ⇄ functions/platform/runtime.ts',
      'functions/search/index.ts ⇄ functions/search/service.ts',
    ]);
    const insideOneModule = await circles({
      'functions/catalog/index.ts': "export * from './publish.ts';\n",
      'functions/catalog/publish.ts': "import './draft.ts';\n",
      'functions/catalog/draft.ts': "import './publish.ts';\n",
    });
    expect(insideOneModule).toEqual([]);
  });

  it('module-privacy: outside a module only its index.ts is reachable, from app.ts too', async () => {
    const found = await breaches('module-privacy', {
      'functions/catalog/index.ts': "export * from './routes.ts';\n",
      'functions/catalog/routes.ts': "import './projects/service.ts';\n",
      'functions/catalog/projects/service.ts': SURFACE,
      'functions/community/index.ts': "import '#catalog';\nimport '../catalog/projects/service.ts';\n",
      'functions/community/service.test.ts': "import '../catalog/projects/service.ts';\n",
      'functions/app.ts': "import '#catalog';\nimport './catalog/routes.ts';\n",
      'scripts/seed.ts': "import '../functions/catalog/projects/service.ts';\n",
    });
    expect(found).toEqual([
      'functions/app.ts → functions/catalog/routes.ts',
      'functions/community/index.ts → functions/catalog/projects/service.ts',
      'scripts/seed.ts → functions/catalog/projects/service.ts',
    ]);
  });

  it('site-reaches-surfaces-only: pages reach surfaces and contracts; only the entrypoints reach app and bootstrap', async () => {
    const found = await breaches('site-reaches-surfaces-only', {
      'functions/catalog/index.ts': SURFACE,
      'functions/contracts/enums.ts': SURFACE,
      'functions/platform/runtime.ts': SURFACE,
      'functions/lib/ids.ts': SURFACE,
      'functions/config.ts': SURFACE,
      'functions/app.ts': SURFACE,
      'functions/bootstrap.ts': SURFACE,
      'db/client.ts': SURFACE,
      'db/schema/index.ts': SURFACE,
      'site/src/server/load.ts': [
        "import '#catalog';",
        "import type { Kind } from '#contracts/enums.ts';",
        "import { getRuntime } from '#platform/runtime.ts';",
        "import '#lib/ids.ts';",
        "import '#config';",
        "import '#db/client.ts';",
      ].join('\n'),
      'site/src/pages/index.astro': [
        '---',
        "import { projects } from '#catalog';",
        "import type {",
        '  Row,',
        "} from '#db/schema/index.ts';",
        'if (!projects) return Astro.redirect("/");',
        '---',
        '<main></main>',
        '<script>',
        "  import '#platform/runtime.ts';",
        '</script>',
      ].join('\n'),
      'site/src/fetch.ts': "import '#app';\nimport '../../functions/bootstrap.ts';\n",
      'site/src/middleware.ts': "import '../../functions/bootstrap.ts';\n",
      'site/src/pages/api.ts': "import '#app';\nimport '../../../functions/bootstrap.ts';\n",
      'site/src/lib/load.test.ts': "import '#db/client.ts';\n",
    });
    expect(found).toEqual([
      'site/src/pages/api.ts → functions/app.ts',
      'site/src/pages/api.ts → functions/bootstrap.ts',
      'site/src/pages/index.astro → db/schema/index.ts',
      'site/src/pages/index.astro → functions/platform/runtime.ts',
      'site/src/server/load.ts → db/client.ts',
      'site/src/server/load.ts → functions/config.ts',
      'site/src/server/load.ts → functions/lib/ids.ts',
      'site/src/server/load.ts → functions/platform/runtime.ts',
    ]);
  });

  it('islands-stay-in-the-browser: islands reach contracts and browser code, not the server or node built-ins', async () => {
    const found = await breaches('islands-stay-in-the-browser', {
      'functions/catalog/index.ts': SURFACE,
      'functions/contracts/enums.ts': SURFACE,
      'db/schema/index.ts': SURFACE,
      'site/src/server/viewer.ts': SURFACE,
      'site/src/components/project/labels.ts': SURFACE,
      'site/src/lib/format.ts': SURFACE,
      'site/src/islands/search/SearchBox.tsx': [
        "import { useState } from 'react';",
        "import '#contracts/enums.ts';",
        "import '#site/lib/format.ts';",
        "import type { ProjectCard } from '#catalog';",
        "import '#db/schema/index.ts';",
        "import '#site/server/viewer.ts';",
        "import '#site/components/project/labels.ts';",
        "import { readFileSync } from 'node:fs';",
        'export const SearchBox = () => <div />;',
      ].join('\n'),
      'site/src/islands/search/SearchBox.test.ts': "import 'node:fs';\n",
    });
    expect(found).toEqual([
      'site/src/islands/search/SearchBox.tsx → db/schema/index.ts',
      'site/src/islands/search/SearchBox.tsx → fs',
      'site/src/islands/search/SearchBox.tsx → functions/catalog/index.ts',
            'site/src/islands/search/SearchBox.tsx → site/src/components/project/labels.ts',
      'site/src/islands/search/SearchBox.tsx → site/src/server/viewer.ts',
    ]);
  });

  it('contracts-are-pure: contracts import zod and each other only', async () => {
    const found = await breaches('contracts-are-pure', {
      'functions/catalog/index.ts': SURFACE,
      'functions/lib/ids.ts': SURFACE,
      'db/schema/index.ts': SURFACE,
      'functions/contracts/limits.ts': SURFACE,
      'functions/contracts/project-write.ts': [
        "import { z } from 'zod';",
        "import './limits.ts';",
        "import '#lib/ids.ts';",
        "import '#catalog';",
        "import '#db/schema/index.ts';",
        "import type { Context } from 'hono';",
        "import { eq } from 'drizzle-orm';",
        "import { randomUUID } from 'node:crypto';",
      ].join('\n'),
      'functions/contracts/project-write.test.ts': "import 'vitest';\nimport '#lib/ids.ts';\n",
    });
    expect(found).toEqual([
      'functions/contracts/project-write.ts → crypto',
      'functions/contracts/project-write.ts → db/schema/index.ts',
      'functions/contracts/project-write.ts → drizzle-orm',
      'functions/contracts/project-write.ts → functions/catalog/index.ts',
      'functions/contracts/project-write.ts → functions/lib/ids.ts',
      'functions/contracts/project-write.ts → hono',
    ]);
  });

  it('layers-point-down: lib, contracts, platform and config import no module and not the app', async () => {
    const found = await breaches('layers-point-down', {
      'functions/catalog/index.ts': SURFACE,
      'functions/search/index.ts': SURFACE,
      'functions/accounts/index.ts': SURFACE,
      'functions/app.ts': SURFACE,
      'functions/platform/runtime.ts': SURFACE,
      'functions/lib/ids.ts': "import '#catalog';\nimport '#platform/runtime.ts';\n",
      'functions/platform/mail/send.ts': "import '#app';\n",
      'functions/contracts/scopes.ts': "import '#accounts';\n",
      'functions/config.ts': "import '#search';\n",
      'functions/lib/ids.test.ts': "import '#catalog';\n",
    });
    expect(found).toEqual([
      'functions/config.ts → functions/search/index.ts',
      'functions/contracts/scopes.ts → functions/accounts/index.ts',
      'functions/lib/ids.ts → functions/catalog/index.ts',
      'functions/platform/mail/send.ts → functions/app.ts',
    ]);
  });
});
