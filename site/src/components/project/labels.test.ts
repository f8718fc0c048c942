// Environments from client and server sides, tag names and the tag order of spec §9.
import { describe, expect, it } from 'vitest';
import { environmentOf, sortTags, tagLabel } from './labels.ts';

describe('environmentOf', () => {
  it('names the five environments and stays silent while a side is unknown', () => {
    expect(environmentOf('required', 'unsupported')).toBe('client');
    expect(environmentOf('optional', 'unsupported')).toBe('client');
    expect(environmentOf('unsupported', 'required')).toBe('server');
    expect(environmentOf('required', 'required')).toBe('clientAndServer');
    expect(environmentOf('required', 'optional')).toBe('clientAndServer');
    expect(environmentOf('optional', 'optional')).toBe('clientOrServer');
    expect(environmentOf('unsupported', 'unsupported')).toBe('unsupported');
    expect(environmentOf('unknown', 'required')).toBeNull();
  });
});

describe('tags', () => {
  it('spells loaders as brands and other tags as words', () => {
    expect(tagLabel('neoforge')).toBe('NeoForge');
    expect(tagLabel('game-mechanics')).toBe('Game Mechanics');
    expect(tagLabel('16x')).toBe('16x');
  });

  it('orders performance impact, resolutions by number, and the rest by header then name', () => {
    const tags = [
      { name: 'high', header: 'performance impact' }, { name: 'potato', header: 'performance impact' },
      { name: 'screenshot', header: 'performance impact' }, { name: '128x', header: 'resolutions' },
      { name: '16x', header: 'resolutions' }, { name: '8x-', header: 'resolutions' }, { name: '512x+', header: 'resolutions' },
      { name: 'bloom', header: 'features' }, { name: 'fantasy', header: 'categories' }, { name: 'cartoon', header: 'categories' },
    ];
    expect(sortTags(['screenshot', 'potato', 'high', 'bloom', 'fantasy', 'cartoon'], tags))
      .toEqual(['cartoon', 'fantasy', 'bloom', 'potato', 'high', 'screenshot']);
    expect(sortTags(['512x+', '16x', '128x', '8x-'], tags)).toEqual(['8x-', '16x', '128x', '512x+']);
  });
});
