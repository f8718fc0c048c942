// Build-time validation of the content collections: a malformed entry must stop `astro sync` (and so the build) naming its file and field.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const THUMBNAIL = 'site/src/content/news/images/hello-kiln.png';

interface Project { files: Record<string, string> }
interface Outcome { code: number | null; output: string }

const valid: Project['files'] = {
  'site/src/content/news/ok.md': '---\ntitle: "Fine"\nsummary: "A valid article."\ndate: "2026-03-14"\nauthors: ["Kiln"]\nthumbnail: "./images/hello-kiln.png"\nthumbnailAlt: "The Kiln mark"\n---\n\nBody.\n',
  'site/src/content/changelog/web-2026-03-14.md': '---\ndate: "2026-03-14T17:00:00+01:00"\nproduct: web\nversion: "0.10.3"\n---\n\n- A change.\n',
  'site/src/content/legal/terms.md': '---\ntitle: "Terms"\nsummary: "The terms."\nupdated: "2026-07-21"\norder: 1\n---\n\n## Section\n',
};

const cases: Record<string, Project> = {
  valid: { files: valid },
  badDate: { files: { ...valid, 'site/src/content/changelog/bad-date.md': '---\ndate: "2026-02-30T10:00:00+01:00"\nproduct: web\n---\n\nFeb 30th.\n' } },
  unknownProduct: { files: { ...valid, 'site/src/content/changelog/unknown-product.md': '---\ndate: "2026-03-15T10:00:00Z"\nproduct: launcher\n---\n\nNope.\n' } },
  missingTitle: { files: { ...valid, 'site/src/content/news/no-title.md': '---\nsummary: "No title here."\ndate: "2026-03-14"\nauthors: ["Kiln"]\nthumbnail: "./images/hello-kiln.png"\nthumbnailAlt: "The Kiln mark"\n---\n\nBody.\n' } },
  unquotedDate: { files: { ...valid, 'site/src/content/changelog/unquoted.md': '---\ndate: 2026-03-16T10:00:00+01:00\nproduct: app\n---\n\nYAML ate the offset.\n' } },
};

const workspaces: string[] = [];

/** A throwaway Astro project holding only the real content config, its schemas and the given entries. */
function scaffold(project: Project): string {
  const dir = mkdtempSync(join(tmpdir(), 'kiln-content-'));
  workspaces.push(dir);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  // Vite's dependency cache stays inside the workspace instead of the shared node_modules/.vite.
  writeFileSync(join(dir, 'astro.config.mjs'), "export default { srcDir: './site/src', vite: { cacheDir: './.vite' } };\n");
  for (const path of ['site/src/content.config.ts', 'site/src/lib/content-schemas.ts', THUMBNAIL]) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    copyFileSync(join(root, path), join(dir, path));
  }
  for (const [path, text] of Object.entries(project.files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function sync(dir: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('close', (code) => resolve({ code, output }));
  });
}

const outcomes: Record<string, Outcome> = {};

beforeAll(async () => {
  // The syncs are independent, so they run side by side: one Astro start-up's worth of waiting instead of five.
  await Promise.all(Object.entries(cases).map(async ([name, project]) => { outcomes[name] = await sync(scaffold(project)); }));
}, 120_000);

afterAll(() => {
  for (const dir of workspaces) rmSync(dir, { recursive: true, force: true });
});

describe('content collections at build time', () => {
  it('accept well-formed news, changelog and legal entries', () => {
    expect(outcomes.valid?.output).not.toMatch(/InvalidContentEntry/);
    expect(outcomes.valid?.code).toBe(0);
  });

  it('reject an impossible date, naming the file and the field', () => {
    const { code, output } = outcomes.badDate!;
    expect(code).not.toBe(0);
    expect(output).toContain('changelog/bad-date.md');
    expect(output).toMatch(/\bdate\b.*real ISO 8601 timestamp/);
  });

  it('reject an unknown product, naming the file and the field', () => {
    const { code, output } = outcomes.unknownProduct!;
    expect(code).not.toBe(0);
    expect(output).toContain('changelog/unknown-product.md');
    expect(output).toMatch(/\bproduct\b.*must be one of web, servers, app/);
  });

  it('reject an article without a title, naming the file and the field', () => {
    const { code, output } = outcomes.missingTitle!;
    expect(code).not.toBe(0);
    expect(output).toContain('news/no-title.md');
    expect(output).toMatch(/\btitle\b.*is required/);
  });

  it('ask for quotes when YAML has already turned a timestamp into a date and dropped its offset', () => {
    const { code, output } = outcomes.unquotedDate!;
    expect(code).not.toBe(0);
    expect(output).toContain('changelog/unquoted.md');
    expect(output).toMatch(/\bdate\b.*must be written in quotes/);
  });
});
