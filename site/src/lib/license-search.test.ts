// The license picker's search ranks the best match first and keeps only real matches.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchLicenses } from './license-search.ts';

// The same SPDX list the license tags are loaded from, in their order (by id).
const spdx = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('spdx-license-list/spdx-full.json'), 'utf8')) as Record<string, { name: string }>;
const LICENSES = Object.entries(spdx).sort(([a], [b]) => a.localeCompare(b)).map(([short, { name }]) => ({ short, name }));

describe('searchLicenses', () => {
  it('puts the license whose id is the query first', () => {
    expect(searchLicenses(LICENSES, 'MIT')[0]).toEqual({ short: 'MIT', name: 'MIT License' });
    expect(searchLicenses(LICENSES, 'mit')[0]!.short).toBe('MIT');
    expect(searchLicenses(LICENSES, 'apache-2.0')[0]!.short).toBe('Apache-2.0');
  });

  it('ranks names starting with the query before names merely containing it', () => {
    const names = searchLicenses(LICENSES, 'Mozilla').map((entry) => entry.name);
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((name) => name.toLowerCase().includes('mozilla'))).toBe(true);
    expect(names[0]!.startsWith('Mozilla')).toBe(true);
  });

  it('keeps only matches, and everything in order for an empty query', () => {
    expect(searchLicenses(LICENSES, 'zzqx')).toEqual([]);
    expect(searchLicenses(LICENSES, '  ')).toEqual(LICENSES);
  });
});
