// Who receives a project's share: its team by payout split, else its organization's team, else the owner.
import { describe, expect, it } from 'vitest';
import { recipientWeights } from './recipients.ts';

const member = (userId: string, split: number, isOwner = false) => ({ userId, split, isOwner });

describe('recipientWeights', () => {
  it('splits by the project team’s payout splits, leaving out members with none', () => {
    expect(recipientWeights([member('owner', 100, true), member('artist', 50), member('tester', 0)], [member('org-owner', 100, true)]))
      .toEqual([{ key: 'owner', weight: 100 }, { key: 'artist', weight: 50 }]);
  });

  it('falls back to the organization’s splits when the project team splits nothing', () => {
    expect(recipientWeights([member('owner', 0, true)], [member('org-owner', 60, true), member('org-dev', 40)]))
      .toEqual([{ key: 'org-owner', weight: 60 }, { key: 'org-dev', weight: 40 }]);
  });

  it('gives the owner everything when nobody has a split', () => {
    expect(recipientWeights([member('dev', 0), member('owner', 0, true)], [])).toEqual([{ key: 'owner', weight: 1 }]);
    expect(recipientWeights([], [])).toEqual([]);
  });
});
