// Item sprites for seeded icons and screenshots: hand-drawn 16 × 16 templates plus generated creatures, gears and blocks.
import { shade, type Canvas, type Rgb } from './canvas.ts';
import type { Random } from '../random.ts';

/** A material's ramp, darkest first: outline, shadow, base, light, highlight. */
export type Ramp = readonly [Rgb, Rgb, Rgb, Rgb, Rgb];

export const ramp = (base: Rgb): Ramp => [shade(base, -0.72), shade(base, -0.3), base, shade(base, 0.28), shade(base, 0.58)];

export const MATERIALS = {
  iron: [196, 198, 204], gold: [236, 190, 52], diamond: [74, 214, 204], emerald: [52, 190, 96], redstone: [196, 38, 36],
  amethyst: [156, 96, 216], copper: [214, 120, 74], lapis: [44, 86, 196], netherite: [92, 80, 96], quartz: [232, 224, 214],
  wood: [156, 110, 62], leather: [140, 82, 44],
} as const satisfies Record<string, Rgb>;
export type Material = keyof typeof MATERIALS;

/**
 * Fill only: the outline is added around whatever is drawn. 1–4 are the main material (shadow to highlight),
 * a–c the second material (handles, corks, wood), w glass or sparkle.
 */
const TEMPLATES = {
  sword: [
    '................', '..............4.', '.............31.', '............41..', '...........31...', '..........41....',
    '.........31.....', '....b...41......', '.....b.31.......', '......c1........', '.....a.b........', '....a...b.......',
    '...a............', '..c.............', '................', '................',
  ],
  potion: [
    '................', '................', '.......cb.......', '.......cb.......', '......wwww......', '.......ww.......',
    '......w22w......', '.....w2422w.....', '....w242222w....', '....w422221w....', '....w222221w....', '....w122211w....',
    '.....w1111w.....', '......wwww......', '................', '................',
  ],
  gem: [
    '................', '................', '................', '....34444443....', '...3w44444433...', '..222333333222..',
    '..122233332221..', '...1222332221...', '....11222211....', '.....112211.....', '......1221......', '.......11.......',
    '................', '................', '................', '................',
  ],
  apple: [
    '................', '................', '.......a........', '........a.......', '.....222.222....', '....22432222....',
    '...2243222222...', '...2432222222...', '...2322222221...', '...2222222221...', '...2222222211...', '...1222222111...',
    '....12211111....', '.....11..11.....', '................', '................',
  ],
  heart: [
    '................', '................', '................', '...222....222...', '..24422..22222..', '..244222222222..',
    '..242222222222..', '..222222222221..', '...2222222221...', '....22222211....', '.....222211.....', '......2211......',
    '.......11.......', '................', '................', '................',
  ],
  bolt: [
    '................', '.........444....', '........443.....', '.......443......', '......443.......', '.....443........',
    '....44444443....', '........4432....', '.......432......', '......432.......', '.....432........', '....432.........',
    '...42...........', '...2............', '................', '................',
  ],
  book: [
    '................', '................', '....2222222222..', '...a2333333332..', '...a2322222232..', '...a2322442232..',
    '...a2324ww4232..', '...a2322442232..', '...a2322222232..', '...a2333333332..', '...a2222222222..', '...awwwwwwwwww..',
    '...abbbbbbbbbb..', '................', '................', '................',
  ],
  chest: [
    '................', '................', '..cccccccccccc..', '..cbbbbbbbbbbc..', '..bbbbbbbbbbbb..', '..aaaaa34aaaaa..',
    '..bbbbb23bbbbb..', '..ccccc12ccccc..', '..bbbbbbbbbbbb..', '..cbbbbbbbbbbc..', '..bbbbbbbbbbbb..', '..cbbbbbbbbbbc..',
    '..aaaaaaaaaaaa..', '................', '................', '................',
  ],
} as const;

export type TemplateName = keyof typeof TEMPLATES;
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

/** Which material a template's second colour is: handles, corks and lids are wood, a book's spine is leather. */
const SECOND: Record<TemplateName, Material> = {
  sword: 'wood', potion: 'wood', gem: 'quartz', apple: 'wood', heart: 'quartz', bolt: 'gold', book: 'leather', chest: 'wood',
};

const WHITE: Rgb = [236, 240, 244];
const GLASS: Rgb = [206, 226, 236];

/** Draws a 16 × 16 fill mask at (x, y) and rings it with the main ramp's outline colour. */
function drawMask(canvas: Canvas, x: number, y: number, mask: readonly string[], colourOf: (cell: string) => Rgb | null, outline: Rgb): void {
  const filled = (cx: number, cy: number) => (mask[cy]?.[cx] ?? '.') !== '.';
  for (let cy = 0; cy < 16; cy++) {
    for (let cx = 0; cx < 16; cx++) {
      const colour = colourOf(mask[cy]![cx]!);
      if (colour) canvas.set(x + cx, y + cy, colour);
      else if (filled(cx - 1, cy) || filled(cx + 1, cy) || filled(cx, cy - 1) || filled(cx, cy + 1)) canvas.set(x + cx, y + cy, outline);
    }
  }
}

export function drawTemplate(canvas: Canvas, x: number, y: number, name: TemplateName, main: Ramp): void {
  const second = ramp(MATERIALS[SECOND[name]]);
  drawMask(canvas, x, y, TEMPLATES[name], (cell) => {
    if (cell >= '1' && cell <= '4') return main[Number(cell)]!;
    if (cell >= 'a' && cell <= 'c') return second[cell.charCodeAt(0) - 96]!;
    if (cell === 'w') return name === 'potion' ? GLASS : WHITE;
    return null;
  }, main[0]);
}

/** A symmetric little creature: random cells mirrored, filled in, given two eyes. */
export function drawCreature(canvas: Canvas, x: number, y: number, rng: Random, body: Ramp): void {
  const rows: string[][] = Array.from({ length: 16 }, () => Array<string>(16).fill('.'));
  for (let cy = 3; cy <= 13; cy++) {
    for (let cx = 3; cx <= 7; cx++) {
      // Near the middle is more likely filled, so the body hangs together.
      if (rng.chance(cx >= 5 ? 0.85 : cy > 5 && cy < 12 ? 0.55 : 0.3)) rows[cy]![cx] = rows[cy]![15 - cx] = '2';
    }
  }
  for (let cy = 3; cy <= 13; cy++) {
    for (let cx = 3; cx <= 12; cx++) {
      if (rows[cy]![cx] !== '2') continue;
      if (rows[cy - 1]![cx] === '.') rows[cy]![cx] = '3';
      else if (rows[cy + 1]![cx] === '.') rows[cy]![cx] = '1';
    }
  }
  const eyeRow = rng.int(5, 8);
  const eyeX = rng.int(5, 6);
  for (const ex of [eyeX, 15 - eyeX]) {
    rows[eyeRow]![ex] = 'w';
    rows[eyeRow + 1]![ex] = 'k';
  }
  drawMask(canvas, x, y, rows.map((row) => row.join('')), (cell) => {
    if (cell === 'w') return WHITE;
    if (cell === 'k') return body[0];
    return cell === '.' ? null : body[Number(cell)]!;
  }, body[0]);
}

/** A cog with eight teeth and a hole, lit from the top left. */
export function drawGear(canvas: Canvas, x: number, y: number, main: Ramp): void {
  const rows: string[] = [];
  for (let cy = 0; cy < 16; cy++) {
    let row = '';
    for (let cx = 0; cx < 16; cx++) {
      const dx = cx - 7.5;
      const dy = cy - 7.5;
      const r = Math.hypot(dx, dy);
      const tooth = Math.floor(((Math.atan2(dy, dx) + Math.PI) / (2 * Math.PI)) * 16 + 0.5) % 2 === 0;
      if (r < 2 || r > (tooth ? 6.5 : 5)) row += '.';
      else row += dx + dy < -4 ? '4' : dx + dy < 0 ? '3' : dx + dy < 5 ? '2' : '1';
    }
    rows.push(row);
  }
  drawMask(canvas, x, y, rows, (cell) => (cell === '.' ? null : main[Number(cell)]!), main[0]);
}

export interface BlockLook {
  top: Rgb;
  side: Rgb;
  /** How much each pixel's shade varies: 0 is flat, 0.2 very noisy. */
  noise: number;
}

/** An isometric block filling a 16 × 16 cell: light top, mid left face, dark right face, speckled. */
export function drawBlock(canvas: Canvas, x: number, y: number, rng: Random, look: BlockLook): void {
  const outline = shade(look.side, -0.75);
  for (let cy = 0; cy < 16; cy++) {
    for (let cx = 0; cx < 16; cx++) {
      const px = cx + 0.5;
      const py = cy + 0.5;
      const across = Math.abs(px - 8) / 7.5;
      const topEdge = 4 - 3.5 * (1 - across);
      const midEdge = 4 + 3.5 * (1 - across);
      if (across > 1 || py < topEdge || py > midEdge + 8) continue;
      // A few steps of grain, not a smooth spread: the picture's palette stays small.
      const grain = (rng.int(-2, 2) / 2) * look.noise;
      // The sides' top rows take the top's colour: the grass rim of a grass block.
      const colour = py < midEdge ? shade(look.top, 0.1 + grain) : shade(py - midEdge < 2 ? look.top : look.side, (px < 8 ? -0.12 : -0.38) + grain);
      const edge = across > 0.93 || py < topEdge + 0.9 || py > midEdge + 7.1;
      canvas.set(x + cx, y + cy, edge ? outline : colour);
    }
  }
}
