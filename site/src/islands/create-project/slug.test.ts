import { describe, expect, it } from 'vitest';
import { slugFromName } from './slug.ts';

describe('slugFromName', () => {
  it('lowercases, joins words with dashes and drops accents and punctuation', () => {
    expect(slugFromName('  Création: Super Mod!! 2 ')).toBe('creation-super-mod-2');
  });
  it('stays within 64 characters without a trailing dash', () => {
    const slug = slugFromName(`${'a'.repeat(63)} b`);
    expect(slug).toBe('a'.repeat(63));
  });
});
