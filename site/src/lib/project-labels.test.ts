// Environments from client and server sides, tag names and the tag order of spec §9.
import { describe, expect, it } from 'vitest';
import categories from '#db/seed/data/categories.json' with { type: 'json' };
import { translatorFor } from '#site/i18n/translator.ts';
import { environmentOf, sortTags, tagLabel, tagNames } from './project-labels.ts';

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
  it('spells loaders as brands in every language', () => {
    expect(tagLabel('neoforge')).toBe('NeoForge');
    expect(tagLabel('neoforge', tagNames(translatorFor('de-DE')))).toBe('NeoForge');
    expect(tagLabel('legacy-fabric')).toBe('Legacy Fabric');
  });

  it('names categories, features, resolutions and performance impact in the page language', () => {
    const german = tagNames(translatorFor('de-DE'));
    expect(tagLabel('worldgen', german)).toBe('Weltgenerierung');
    expect(tagLabel('8x-', german)).toBe('8x oder kleiner');
    expect(tagLabel('potato', german)).toBe('Kartoffel');
    expect(tagLabel('game-mechanics', tagNames(translatorFor('en-US')))).toBe('Game Mechanics');
    expect(tagLabel('path-tracing', tagNames(translatorFor('ja-JP')))).toBe('パストレーシング');
    // Languages without their own tag names read English ones.
    expect(tagLabel('worldgen', tagNames(translatorFor('en-PT')))).toBe('World Generation');
  });

  it('has a name in the message files for every category tag', () => {
    const english = tagNames(translatorFor('en-US'));
    expect(categories.map((tag) => tag.name).filter((name) => !english[name])).toEqual([]);
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
