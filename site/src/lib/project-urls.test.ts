// Canonical project URLs: wrong type or slug case redirects; the ID form stays an ID form.
import { describe, expect, it } from 'vitest';
import { categorySearchUrl, isProjectRouteType, loaderSearchUrl, projectRedirect, typeFromPlural, versionPath } from './project-urls.ts';

const sodium = { id: 'AANobbMI', slug: 'sodium', urlType: 'mod' };

describe('projectRedirect', () => {
  it('accepts the slug form and the ID form under the right type', () => {
    expect(projectRedirect('mod', 'sodium', '', '', sodium)).toBeNull();
    expect(projectRedirect('mod', 'AANobbMI', '/versions', '', sodium)).toBeNull();
  });

  it('fixes the type and the slug case, keeping the tab and the query', () => {
    expect(projectRedirect('plugin', 'sodium', '/versions', '?l=fabric', sodium)).toBe('/mod/sodium/versions?l=fabric');
    expect(projectRedirect('mod', 'Sodium', '', '', sodium)).toBe('/mod/sodium');
    expect(projectRedirect('project', 'AANobbMI', '/version/1.0', '', sodium)).toBe('/mod/AANobbMI/version/1.0');
  });

  it('uses the ID for a project without a slug', () => {
    expect(projectRedirect('mod', 'AANobbMI', '', '', { ...sodium, slug: null })).toBeNull();
  });
});

describe('URL helpers', () => {
  it('builds search, version and sub-route URLs', () => {
    expect(categorySearchUrl('plugin', 'economy')).toBe('/plugins?f=categories:economy');
    expect(loaderSearchUrl('mod', 'fabric')).toBe('/mods?l=fabric');
    expect(versionPath('/mod/sodium', '1.0+build 2')).toBe('/mod/sodium/version/1.0%2Bbuild%202');
    expect(typeFromPlural('resourcepacks')).toBe('resourcepack');
    expect(typeFromPlural('project')).toBeNull();
    expect(isProjectRouteType('project')).toBe(true);
    expect(isProjectRouteType('docs')).toBe(false);
  });
});
