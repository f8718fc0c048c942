// Which followed links and submitted forms load another page of the site (and so start the loading bar).
import { describe, expect, it } from 'vitest';
import { leavesPage } from './page-leave.ts';

const here = new URL('https://kiln.example/mods?q=lantern');
const leaves = (href: string, target = '') => leavesPage(new URL(href, here), here, target);

describe('leavesPage', () => {
  it('counts same-site pages opened in this window', () => {
    expect(leaves('/mod/lanterns')).toBe(true);
    expect(leaves('/mods?q=torch')).toBe(true);
    expect(leaves('/news#latest', '_self')).toBe(true);
  });

  it('leaves out other sites, new windows and jumps within the page', () => {
    expect(leaves('https://elsewhere.example/')).toBe(false);
    expect(leaves('/mod/lanterns', '_blank')).toBe(false);
    expect(leaves('#search-results')).toBe(false);
    expect(leaves('/mods?q=lantern#top')).toBe(false);
  });
});
