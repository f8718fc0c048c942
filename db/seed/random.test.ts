// The seeded PRNG and weighted tables: same seed, same stream; draws stay in range and follow their weights.
import { describe, expect, it } from 'vitest';
import { Random, WeightedTable } from './random.ts';

describe('Random', () => {
  it('repeats its stream for the same seed and differs for another', () => {
    const draw = (seed: string) => Array.from({ length: 8 }, () => Random.fromSeed(seed).next());
    const a = Random.fromSeed('kiln');
    const b = Random.fromSeed('kiln');
    const sequence = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(sequence);
    expect(Random.fromSeed('kiln2').next()).not.toBe(sequence[0]);
    expect(new Set(draw('x')).size).toBe(1);
  });

  it('keeps forks independent of how much the parent draws afterwards', () => {
    const a = Random.fromSeed('fork');
    const b = Random.fromSeed('fork');
    const childA = a.fork();
    const childB = b.fork();
    for (let i = 0; i < 10; i++) b.next();
    expect(Array.from({ length: 5 }, () => childA.next())).toEqual(Array.from({ length: 5 }, () => childB.next()));
  });

  it('draws integers in range, distinct samples and 64-bit values', () => {
    const rng = Random.fromSeed('ranges');
    const ints = Array.from({ length: 2000 }, () => rng.int(3, 7));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(7);
    const sample = rng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect(rng.bits64()).toBeGreaterThan(0xffffffffn);
  });

  it('picks from weighted tables in proportion to the weights', () => {
    const rng = Random.fromSeed('weights');
    const table = new WeightedTable([['common', 9], ['rare', 1]] as const);
    const picks = Array.from({ length: 10_000 }, () => table.pick(rng));
    const rare = picks.filter((pick) => pick === 'rare').length;
    expect(rare).toBeGreaterThan(800);
    expect(rare).toBeLessThan(1200);
  });
});
