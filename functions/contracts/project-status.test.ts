// The project status state machine table: the review queue's path, members' limits and staff's rights.
import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from './enums.ts';
import { findTransition, memberTargets, REVIEW_DECISIONS } from './project-status.ts';

describe('findTransition', () => {
  it('lets members submit a draft, withdraw it, and resubmit after a rejection', () => {
    expect(findTransition('draft', 'processing', 'member')?.name).toBe('submit');
    expect(findTransition('processing', 'draft', 'member')?.name).toBe('withdraw');
    expect(findTransition('rejected', 'processing', 'member')?.name).toBe('resubmit');
    expect(findTransition('withheld', 'processing', 'member')?.name).toBe('resubmit');
  });

  it('keeps review decisions for staff', () => {
    for (const decision of REVIEW_DECISIONS) {
      expect(findTransition('processing', decision, 'member')).toBeNull();
      expect(findTransition('processing', decision, 'staff')?.name).toBe('decide');
    }
  });

  it('lets members move an approved project between requestable statuses, but not back into review or out of rejection', () => {
    expect(findTransition('approved', 'unlisted', 'member')?.name).toBe('change-visibility');
    expect(findTransition('private', 'archived', 'member')?.name).toBe('change-visibility');
    expect(findTransition('unlisted', 'draft', 'member')?.name).toBe('change-visibility');
    expect(findTransition('approved', 'processing', 'member')).toBeNull();
    expect(findTransition('rejected', 'approved', 'member')).toBeNull();
    expect(findTransition('draft', 'approved', 'member')).toBeNull();
  });

  it('lets staff set any other status, and nobody "change" to the same status', () => {
    for (const from of PROJECT_STATUSES) {
      for (const to of PROJECT_STATUSES) expect(findTransition(from, to, 'staff') === null).toBe(from === to);
    }
  });

  it('lists what a member may do next', () => {
    expect(memberTargets('draft')).toEqual(['processing']);
    expect(memberTargets('processing')).toEqual(['draft']);
    expect(memberTargets('approved')).toEqual(['archived', 'draft', 'unlisted', 'private']);
  });
});
