// An indexed-colour pixel canvas for the seeded artwork, written out as a PNG scaled up by whole pixels so it stays crisp.
import { palettePng, type Rgb } from './png.ts';

export type { Rgb };

/** Lighter (amount > 0) or darker (amount < 0) by a share of the way to white or black. */
export function shade([r, g, b]: Rgb, amount: number): Rgb {
  const to = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  return [Math.round(r + (to - r) * k), Math.round(g + (to - g) * k), Math.round(b + (to - b) * k)];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t), Math.round(a[2] + (b[2] - a[2]) * t)];
}

/** Hue in degrees, saturation and lightness in 0..1. */
export function hsl(h: number, s: number, l: number): Rgb {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

export const rgbToInt = ([r, g, b]: Rgb) => (r << 16) | (g << 8) | b;

export class Canvas {
  readonly width: number;
  readonly height: number;
  readonly #pixels: Uint8Array;
  readonly #palette: Rgb[] = [];
  readonly #indexOf = new Map<number, number>();

  constructor(width: number, height: number, background: Rgb) {
    this.width = width;
    this.height = height;
    this.#pixels = new Uint8Array(width * height).fill(this.#index(background));
  }

  #index(rgb: Rgb): number {
    const key = rgbToInt(rgb);
    let index = this.#indexOf.get(key);
    if (index === undefined) {
      if (this.#palette.length === 256) throw new Error('A seeded picture may use at most 256 colours');
      index = this.#palette.length;
      this.#palette.push(rgb);
      this.#indexOf.set(key, index);
    }
    return index;
  }

  /** Pixels outside the canvas are ignored, so shapes may run off its edges. */
  set(x: number, y: number, rgb: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.#pixels[y * this.width + x] = this.#index(rgb);
  }

  get(x: number, y: number): Rgb | null {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return null;
    return this.#palette[this.#pixels[y * this.width + x]!]!;
  }

  rect(x: number, y: number, width: number, height: number, rgb: Rgb): void {
    for (let dy = 0; dy < height; dy++) for (let dx = 0; dx < width; dx++) this.set(x + dx, y + dy, rgb);
  }

  /** A palette PNG with each pixel drawn as a scale × scale square. */
  png(scale: number): Uint8Array {
    return palettePng(this.width, this.height, this.#pixels, this.#palette, scale);
  }
}
