// Which navigations load another page of the site (and so start the loading bar).
import { describe, expect, it } from 'vitest';
import { leavesPage } from './page-leave.ts';

const here = new URL('https://kiln.example/mods?q=lantern');
const to = (href: string, sameDocument = false) => ({ url: new URL(href, here).href, sameDocument });

describe('leavesPage', () => {
  it('counts other documents of the same site', () => {
    expect(leavesPage(to('/mod/lanterns'), null, here)).toBe(true);
    expect(leavesPage(to('/mods?q=torch'), null, here)).toBe(true);
  });

  it('leaves out other sites, downloads and navigations within the document', () => {
    expect(leavesPage(to('https://elsewhere.example/'), null, here)).toBe(false);
    expect(leavesPage(to('/cdn/lanterns.jar'), 'lanterns.jar', here)).toBe(false);
    expect(leavesPage(to('/cdn/lanterns.jar'), '', here)).toBe(false);
    expect(leavesPage(to('#search-results', true), null, here)).toBe(false);
    expect(leavesPage(to('/mods?q=torch', true), null, here)).toBe(false);
  });
});

describe('leavesPage and look-alike hosts', () => {
  it('does not take a longer host name for this site', () => {
    expect(leavesPage({ url: 'https://kiln.example.evil.test/', sameDocument: false }, null, here)).toBe(false);
    expect(leavesPage({ url: 'https://kiln.example:8443/mods', sameDocument: false }, null, here)).toBe(false);
  });
});
