// The properties form read back into typed changes: only what differs from the file, numbers and flags typed, and an
// empty field left alone unless it is text.
import { describe, expect, it } from 'vitest';
import { formChanges } from './properties-form.ts';

const current = {
  values: { motd: 'Hi', gamemode: 'survival', 'max-players': 5, pvp: true, 'view-distance': 10, 'level-seed': 'abc' } as const,
  unknown: ['difficulty'],
};

describe('the properties form', () => {
  it('sends only the fields that changed, typed as the file wants them', () => {
    const form = { motd: 'Hi', gamemode: 'creative', 'max-players': '5', pvp: ['false', 'true'], 'view-distance': '12', hardcore: 'false' };
    expect(formChanges(form, { ...current, values: { ...current.values } })).toEqual({ gamemode: 'creative', 'view-distance': 12, hardcore: false });
  });

  it('leaves an empty number, choice or unknown value alone, but an emptied text is a change', () => {
    const form = { difficulty: '', 'max-players': '', 'spawn-protection': '', 'level-seed': '' };
    expect(formChanges(form, { ...current, values: { ...current.values } })).toEqual({ 'level-seed': '' });
  });

  it('refuses a value out of bounds', () => {
    expect(() => formChanges({ 'view-distance': '99' }, { ...current, values: { ...current.values } })).toThrow(/view-distance/);
    expect(() => formChanges({ 'max-players': 'many' }, { ...current, values: { ...current.values } })).toThrow(/max-players/);
  });
});
