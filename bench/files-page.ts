// The Files page with a 10,000-file folder in a real Chromium: time until the listing is painted, drawn as the island
// draws it (virtualized: only the rows in view) and drawn whole (every row in the document), the median of a few
// fresh pages each. The grid component is bundled alone (esbuild) so the figure is the listing's, not the network's.
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { findChromium, MISSING_CHROMIUM_MESSAGE } from '../scripts/lib/chromium.ts';
import { ms, percentile } from './table.ts';

const ENTRIES = 10_000;
const RUNS = 5;

async function harness(): Promise<{ script: string; css: string }> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./files-page-harness.tsx', import.meta.url))], bundle: true, write: false, format: 'iife', minify: true,
    jsx: 'automatic', outdir: 'out', define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
  });
  const file = (suffix: string) => result.outputFiles.find((output) => output.path.endsWith(suffix))?.text ?? '';
  return { script: file('.js'), css: file('.css') };
}

export async function filesPageFigures(): Promise<string[][]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(MISSING_CHROMIUM_MESSAGE);
  const { script, css } = await harness();
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const rows: string[][] = [];
    for (const [name, virtual] of [['virtualized (the island)', true], ['every row rendered', false]] as const) {
      const times: number[] = [];
      let drawn = 0;
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        await page.setContent(`<!doctype html><html class="light-mode"><head><style>${css}</style></head><body><div id="host"></div><script>${script}</script></body></html>`);
        const figure = await page.evaluate(([count, mode]) => window.renderFolder(count, mode), [ENTRIES, virtual] as const);
        times.push(figure.ms);
        drawn = figure.rows;
        await page.close();
      }
      rows.push([name, ms(percentile(times, 50)), ms(Math.max(...times)), String(drawn)]);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export const FILES_PAGE_COLUMNS = ['listing', 'p50 to painted', 'slowest', 'rows in the document'];
export const FILES_PAGE_TITLE = `Files page: a ${ENTRIES.toLocaleString('en')}-file folder painted in Chromium (${RUNS} fresh pages each)`;
