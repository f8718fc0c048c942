// Draws the news thumbnails (and the site's default Open Graph card) as SVG scenes and rasterizes them with sharp.
// Run: sh scripts/node.sh site/src/content/news/images/render.ts   (writes the PNGs next to this file)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 1200;
const H = 630;
const here = dirname(fileURLToPath(import.meta.url));
const ogPath = join(here, '../../../../public/images/og/kiln.png');

interface Palette { from: string; to: string; top: string; left: string; right: string; ink: string }

/** An isometric block centred on (x, y): the look of the game without borrowing its art. */
function cube(x: number, y: number, s: number, p: Pick<Palette, 'top' | 'left' | 'right'>): string {
  const h = s / 2;
  return `<g>
    <path d="M${x} ${y - h}L${x + s} ${y}L${x} ${y + h}L${x - s} ${y}Z" fill="${p.top}"/>
    <path d="M${x - s} ${y}L${x} ${y + h}L${x} ${y + h + s}L${x - s} ${y + s}Z" fill="${p.left}"/>
    <path d="M${x + s} ${y}L${x} ${y + h}L${x} ${y + h + s}L${x + s} ${y + s}Z" fill="${p.right}"/>
  </g>`;
}

function backdrop(p: Palette, seed: number): string {
  const pixels: string[] = [];
  for (let i = 0; i < 46; i += 1) {
    const x = ((i * 97 + seed * 131) % 40) * 30;
    const y = ((i * 53 + seed * 71) % 21) * 30;
    pixels.push(`<rect x="${x}" y="${y}" width="30" height="30" fill="#fff" opacity="${0.03 + ((i * 7) % 5) / 100}"/>`);
  }
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>${pixels.join('')}`;
}

function ground(p: Palette): string {
  return [cube(180, 520, 70, p), cube(320, 560, 70, p), cube(1020, 520, 70, p), cube(880, 570, 70, p)].join('');
}

const kilnMark = (x: number, y: number, scale: number, ink: string, flame: string) => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M6 28V14a10 10 0 0 1 20 0v14z" fill="${ink}"/>
    <path d="M16 25c-3 0-5-2-5-4.6 0-2.6 2.2-4 3.2-6.4.5 1.4 1.3 2.2 2.3 2.6.2-1.4 0-2.8-.6-4.2 3 1.6 5.1 4.8 5.1 7.9 0 2.8-2 4.7-5 4.7z" fill="${flame}"/>
    <rect x="3" y="27" width="26" height="3" rx="1.5" fill="${ink}"/>
  </g>`;

const scenes: Record<string, { palette: Palette; art: (p: Palette) => string }> = {
  'hello-kiln': {
    palette: { from: '#7c2d12', to: '#ea580c', top: '#fdba74', left: '#c2410c', right: '#9a3412', ink: '#fff7ed' },
    art: (p) => `${ground(p)}${kilnMark(440, 90, 10, p.ink, '#ea580c')}`,
  },
  'kiln-servers-launch': {
    palette: { from: '#0c4a6e', to: '#0891b2', top: '#67e8f9', left: '#0e7490', right: '#155e75', ink: '#ecfeff' },
    art: (p) => `${ground(p)}${[0, 1, 2].map((i) => `
      <rect x="420" y="${120 + i * 120}" width="360" height="96" rx="14" fill="#083344" stroke="${p.top}" stroke-width="4"/>
      <circle cx="470" cy="${168 + i * 120}" r="12" fill="#4ade80"/><circle cx="510" cy="${168 + i * 120}" r="12" fill="${i === 1 ? '#facc15' : '#4ade80'}"/>
      <rect x="570" y="${156 + i * 120}" width="170" height="10" rx="5" fill="${p.top}" opacity=".7"/><rect x="570" y="${174 + i * 120}" width="120" height="10" rx="5" fill="${p.top}" opacity=".4"/>`).join('')}`,
  },
  'kiln-app-open-beta': {
    palette: { from: '#3b0764', to: '#7c3aed', top: '#c4b5fd', left: '#6d28d9', right: '#5b21b6', ink: '#f5f3ff' },
    art: (p) => `${ground(p)}
      <rect x="330" y="90" width="540" height="360" rx="22" fill="#1e1b4b" stroke="${p.top}" stroke-width="5"/>
      <rect x="330" y="90" width="540" height="44" rx="22" fill="${p.left}"/><rect x="330" y="112" width="540" height="22" fill="${p.left}"/>
      <circle cx="362" cy="112" r="8" fill="#f87171"/><circle cx="390" cy="112" r="8" fill="#facc15"/><circle cx="418" cy="112" r="8" fill="#4ade80"/>
      <rect x="350" y="150" width="110" height="280" rx="10" fill="#312e81"/>
      ${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${482 + c * 124}" y="${152 + r * 94}" width="108" height="80" rx="10" fill="${(r + c) % 2 ? p.left : '#4c1d95'}"/>`).join('')).join('')}`,
  },
  'introducing-kiln-plus': {
    palette: { from: '#78350f', to: '#f59e0b', top: '#fde68a', left: '#d97706', right: '#b45309', ink: '#fffbeb' },
    art: (p) => `${ground(p)}
      <circle cx="600" cy="270" r="170" fill="#451a03" opacity=".35"/>
      <path d="M600 120l42 86 95 14-69 67 16 94-84-44-84 44 16-94-69-67 95-14z" fill="${p.ink}" stroke="#92400e" stroke-width="8" stroke-linejoin="round"/>
      <rect x="586" y="236" width="28" height="88" rx="6" fill="#d97706"/><rect x="556" y="266" width="88" height="28" rx="6" fill="#d97706"/>`,
  },
  'how-moderation-works': {
    palette: { from: '#14532d', to: '#16a34a', top: '#86efac', left: '#15803d', right: '#166534', ink: '#f0fdf4' },
    art: (p) => `${ground(p)}
      <path d="M600 90c70 50 140 60 200 60v150c0 110-90 170-200 210-110-40-200-100-200-210V150c60 0 130-10 200-60z" fill="${p.ink}" stroke="#166534" stroke-width="8"/>
      <path d="M520 300l55 55 110-120" fill="none" stroke="#16a34a" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  'creator-rewards-2026': {
    palette: { from: '#064e3b', to: '#10b981', top: '#fde047', left: '#ca8a04', right: '#a16207', ink: '#ecfdf5' },
    art: (p) => `${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="520" cy="${430 - i * 44}" rx="120" ry="38" fill="${p.left}" stroke="#713f12" stroke-width="5"/><ellipse cx="520" cy="${418 - i * 44}" rx="120" ry="38" fill="${p.top}" stroke="#713f12" stroke-width="5"/>`).join('')}
      ${[0, 1, 2].map((i) => `<ellipse cx="720" cy="${450 - i * 44}" rx="100" ry="32" fill="${p.left}" stroke="#713f12" stroke-width="5"/><ellipse cx="720" cy="${440 - i * 44}" rx="100" ry="32" fill="${p.top}" stroke="#713f12" stroke-width="5"/>`).join('')}
      <path d="M820 160l90-70M910 90h-60M910 90v60" stroke="${p.ink}" stroke-width="22" stroke-linecap="round" fill="none"/>`,
  },
  'faster-search': {
    palette: { from: '#164e63', to: '#06b6d4', top: '#a5f3fc', left: '#0891b2', right: '#0e7490', ink: '#ecfeff' },
    art: (p) => `${[0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => cube(420 + c * 110 + (r % 2) * 55, 200 + r * 90, 52, p)).join('')).join('')}
      <circle cx="690" cy="280" r="120" fill="#ecfeff" fill-opacity=".25" stroke="${p.ink}" stroke-width="26"/>
      <path d="M780 370l120 120" stroke="${p.ink}" stroke-width="40" stroke-linecap="round"/>`,
  },
  'servers-central-europe': {
    palette: { from: '#1e1b4b', to: '#4f46e5', top: '#a5b4fc', left: '#4338ca', right: '#3730a3', ink: '#eef2ff' },
    art: (p) => `${ground(p)}
      <circle cx="600" cy="290" r="200" fill="#312e81" stroke="${p.top}" stroke-width="6"/>
      <ellipse cx="600" cy="290" rx="90" ry="200" fill="none" stroke="${p.top}" stroke-width="4" opacity=".6"/>
      <path d="M400 290h400M425 190h350M425 390h350" stroke="${p.top}" stroke-width="4" opacity=".6"/>
      ${[[500, 210], [640, 190], [690, 230]].map(([x, y]) => `<path d="M${x} ${y! + 40}c-30-30-40-45-40-62a40 40 0 0 1 80 0c0 17-10 32-40 62z" fill="#f472b6" stroke="${p.ink}" stroke-width="5"/><circle cx="${x}" cy="${y! - 22}" r="12" fill="${p.ink}"/>`).join('')}`,
  },
  'two-factor-for-everyone': {
    palette: { from: '#1e293b', to: '#475569', top: '#cbd5e1', left: '#64748b', right: '#475569', ink: '#f8fafc' },
    art: (p) => `${ground(p)}
      <path d="M520 260v-60a80 80 0 0 1 160 0v60" fill="none" stroke="${p.ink}" stroke-width="30" stroke-linecap="round"/>
      <rect x="460" y="250" width="280" height="210" rx="28" fill="#f59e0b" stroke="#78350f" stroke-width="6"/>
      <circle cx="600" cy="335" r="26" fill="#78350f"/><rect x="588" y="340" width="24" height="64" rx="10" fill="#78350f"/>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${790 + (i % 3) * 56}" y="${150 + Math.floor(i / 3) * 70}" width="44" height="56" rx="10" fill="${p.ink}" opacity=".9"/>`).join('')}`,
  },
  'public-api-year-one': {
    palette: { from: '#0f172a', to: '#0369a1', top: '#7dd3fc', left: '#0284c7', right: '#075985', ink: '#f0f9ff' },
    art: (p) => `${ground(p)}
      <rect x="330" y="110" width="540" height="330" rx="22" fill="#0b1120" stroke="${p.top}" stroke-width="5"/>
      <path d="M430 210l-50 65 50 65M770 210l50 65-50 65" fill="none" stroke="${p.top}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="M640 190l-80 170" stroke="#fb923c" stroke-width="22" stroke-linecap="round"/>`,
  },
  'collections-update': {
    palette: { from: '#831843', to: '#e11d48', top: '#fecdd3', left: '#be123c', right: '#9f1239', ink: '#fff1f2' },
    art: (p) => `${ground(p)}
      ${[2, 1, 0].map((i) => `<rect x="${430 + i * 40}" y="${110 + i * 30}" width="300" height="340" rx="20" fill="${i ? p.left : p.ink}" stroke="#881337" stroke-width="5" transform="rotate(${(i - 1) * 6} 600 300)"/>`).join('')}
      <path d="M540 170h120v150l-60-40-60 40z" fill="#e11d48"/>
      <rect x="520" y="350" width="170" height="16" rx="8" fill="#fda4af"/><rect x="520" y="380" width="120" height="16" rx="8" fill="#fecdd3"/>`,
  },
};

async function writePng(svg: string, path: string): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
}

const svgDocument = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

let seed = 1;
for (const [name, scene] of Object.entries(scenes)) {
  await writePng(svgDocument(backdrop(scene.palette, seed) + scene.art(scene.palette)), join(here, `${name}.png`));
  seed += 1;
}
const brand = scenes['hello-kiln']!.palette;
const wordmark = `<text x="600" y="470" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="96" fill="${brand.ink}">Kiln</text>
  <text x="600" y="530" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="34" fill="${brand.ink}" opacity=".85">Minecraft mods, packs and servers</text>`;
await writePng(svgDocument(`${backdrop(brand, 42)}${kilnMark(488, 110, 7, brand.ink, "#ea580c")}${wordmark}`), ogPath);
console.log(`Wrote ${Object.keys(scenes).length} thumbnails and ${ogPath}`);
