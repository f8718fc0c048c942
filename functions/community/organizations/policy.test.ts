// Who may manage an organization: accepted members and admins; invitees, other people and visitors may not.
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../access/viewer.ts';
import { ALL_SCOPES } from '#contracts/scopes.ts';
import { mayManageOrganization } from './policy.ts';

const viewer = (userId: string, role: Viewer['role'] = 'developer'): Viewer => ({ userId, role, scopes: ALL_SCOPES, via: 'session' });
const members = [{ user: { id: 'owner' }, accepted: true }, { user: { id: 'invitee' }, accepted: false }];

describe('mayManageOrganization', () => {
  it('lets accepted members and admins in', () => {
    expect(mayManageOrganization(viewer('owner'), members)).toBe(true);
    expect(mayManageOrganization(viewer('someone', 'admin'), members)).toBe(true);
  });

  it('keeps invitees, moderators who are not members, other people and visitors out', () => {
    expect(mayManageOrganization(viewer('invitee'), members)).toBe(false);
    expect(mayManageOrganization(viewer('someone', 'moderator'), members)).toBe(false);
    expect(mayManageOrganization(viewer('someone'), members)).toBe(false);
    expect(mayManageOrganization(null, members)).toBe(false);
  });
});
