// Swapping the origin pre-rendered pages were built with touches URLs on that origin and nothing that only begins like it.
import { describe, expect, it } from 'vitest';
import { swapOrigin } from './page-origin.ts';

describe('swapOrigin', () => {
  it('moves URLs on the built origin, and leaves an origin that only begins like it', () => {
    const built = 'http://localhost:4321';
    const page = `<a href="${built}/news">n</a> <link href="${built}"> http://localhost:43210/y http://localhost:4321.example/z`;
    expect(swapOrigin(page, built, 'https://kiln.example')).toBe(
      '<a href="https://kiln.example/news">n</a> <link href="https://kiln.example"> http://localhost:43210/y http://localhost:4321.example/z',
    );
  });
});
