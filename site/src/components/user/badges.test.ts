// Badge bitflags and staff roles to the badges a profile shows.
import { describe, expect, it } from 'vitest';
import { Badge } from '#contracts/permissions.ts';
import { badgesOf } from './badges.ts';

describe('badgesOf', () => {
  it('reads every set flag and puts the staff role first', () => {
    expect(badgesOf(0, 'developer')).toEqual([]);
    expect(badgesOf(Badge.ALPHA_TESTER | Badge.EARLY_MODPACK_ADOPTER, 'developer')).toEqual(['EARLY_MODPACK_ADOPTER', 'ALPHA_TESTER']);
    expect(badgesOf(Badge.CONTRIBUTOR, 'admin')).toEqual(['ADMIN', 'CONTRIBUTOR']);
    expect(badgesOf(0, 'moderator')).toEqual(['MODERATOR']);
  });
});
