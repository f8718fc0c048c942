// Every token scope has a label and description to show people, so a new scope cannot ship untranslated.
import { describe, expect, it } from 'vitest';
import { SCOPES } from '#contracts/scopes.ts';
import english from './messages/en-US/scopes.json';
import { translatorFor } from './translator.ts';

const names = SCOPES.map((entry) => entry.name);

describe('scope messages', () => {
  it('give every scope a label and a description in en-US, and name no scope that does not exist', () => {
    const messages: Record<string, { label?: unknown; description?: unknown }> = english;
    for (const name of names) {
      expect(messages[name]?.label, `${name}.label`).toEqual(expect.stringMatching(/\S/));
      expect(messages[name]?.description, `${name}.description`).toEqual(expect.stringMatching(/\S/));
    }
    expect(Object.keys(messages).sort()).toEqual([...names].sort());
  });

  it('translate the labels into the complete locales', () => {
    const german = translatorFor('de-DE');
    expect(german('scopes.USER_READ.label')).toBe('Benutzerdaten lesen');
    expect(translatorFor('ja-JP')('scopes.PROJECT_READ.description')).toBe('すべてのプロジェクトを読み取る');
  });
});
