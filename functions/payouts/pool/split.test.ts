// Splitting whole cents by weights, and a project's weight from its views and playtime.
import { describe, expect, it } from 'vitest';
import { projectWeights, splitByWeight } from './split.ts';

describe('splitByWeight', () => {
  it('hands out every cent: floors first, then the largest remainders', () => {
    const shares = splitByWeight(100, [{ key: 'a', weight: 1 }, { key: 'b', weight: 1 }, { key: 'c', weight: 1 }]);
    expect(shares).toEqual([{ key: 'a', amount: 34 }, { key: 'b', amount: 33 }, { key: 'c', amount: 33 }]);
  });

  it('keeps proportions and sums to the amount for awkward weights', () => {
    const shares = splitByWeight(10_007, [{ key: 'a', weight: 0.7 }, { key: 'b', weight: 0.2 }, { key: 'c', weight: 0.1 }]);
    expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(10_007);
    expect(shares.map((share) => share.amount)).toEqual([7005, 2001, 1001]);
  });

  it('gives nothing when there is nothing to give or nobody weighs anything', () => {
    expect(splitByWeight(0, [{ key: 'a', weight: 1 }])).toEqual([]);
    expect(splitByWeight(100, [{ key: 'a', weight: 0 }])).toEqual([]);
  });
});

describe('projectWeights', () => {
  it('weighs views and playtime half each', () => {
    const weights = projectWeights([{ projectId: 'a', views: 300, playtimeSeconds: 0 }, { projectId: 'b', views: 100, playtimeSeconds: 3600 }]);
    expect(weights).toEqual([{ key: 'a', weight: 0.375 }, { key: 'b', weight: 0.625 }]);
  });

  it('gives the whole pool by views on a day without playtime', () => {
    expect(projectWeights([{ projectId: 'a', views: 3, playtimeSeconds: 0 }, { projectId: 'b', views: 1, playtimeSeconds: 0 }]))
      .toEqual([{ key: 'a', weight: 0.75 }, { key: 'b', weight: 0.25 }]);
  });
});
