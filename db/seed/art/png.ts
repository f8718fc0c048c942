// PNG writing for seeded pictures and pack textures: palette pixels, each drawn as a square of whole screen pixels.
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Framed here over Node's zlib rather than with a JavaScript encoder: those deflate in JavaScript, which measured
 * 10–15 times slower on a 640 × 360 screenshot and made pictures most of a seed's time. Each picture row after the
 * first of its pixel square uses the Up filter, so it is all zeros and costs the deflater next to nothing.
 * The tests decode what this writes with an independent decoder.
 */
export function palettePng(width: number, height: number, pixels: Uint8Array, palette: readonly Rgb[], scale: number): Uint8Array {
  if (palette.length === 0 || palette.length > 256) throw new Error('A palette PNG has 1 to 256 colours');
  const stride = width * scale + 1;
  const raw = new Uint8Array(stride * height * scale);
  for (let y = 0; y < height; y++) {
    const start = y * scale * stride;
    for (let x = 0; x < width; x++) raw.fill(pixels[y * width + x]!, start + 1 + x * scale, start + 1 + (x + 1) * scale);
    for (let copy = 1; copy < scale; copy++) raw[start + copy * stride] = 2;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width * scale, 0);
  header.writeUInt32BE(height * scale, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return new Uint8Array(Buffer.concat([
    Buffer.from(SIGNATURE), chunk('IHDR', header), chunk('PLTE', Uint8Array.from(palette.flat())),
    chunk('IDAT', deflateSync(raw, { level: 1 })), chunk('IEND', new Uint8Array()),
  ]));
}
