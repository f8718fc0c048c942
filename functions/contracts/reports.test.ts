// The report form's target parser: bare IDs, slugs and the site's page addresses for each item type.
import { describe, expect, it } from 'vitest';
import { parseReportTarget } from './reports.ts';

describe('parseReportTarget', () => {
  it('takes a bare ID or slug as the chosen type', () => {
    expect(parseReportTarget('project', ' sodium ')).toEqual({ itemType: 'project', key: 'sodium' });
    expect(parseReportTarget('version', 'AbCdEfGh')).toEqual({ itemType: 'version', key: 'AbCdEfGh', projectKey: null });
    expect(parseReportTarget('user', 'Steve')).toEqual({ itemType: 'user', key: 'Steve' });
  });

  it('reads project, version and user page addresses', () => {
    expect(parseReportTarget('project', 'https://kiln.example/mod/sodium/versions')).toEqual({ itemType: 'project', key: 'sodium' });
    expect(parseReportTarget('version', 'https://kiln.example/plugin/luckperms/version/5.4.0'))
      .toEqual({ itemType: 'version', key: '5.4.0', projectKey: 'luckperms' });
    expect(parseReportTarget('user', '/user/Steve/mods')).toEqual({ itemType: 'user', key: 'Steve' });
  });

  it('refuses an address of another kind of item, and empty text', () => {
    expect(parseReportTarget('user', 'https://kiln.example/mod/sodium')).toBeNull();
    expect(parseReportTarget('version', 'https://kiln.example/mod/sodium')).toBeNull();
    expect(parseReportTarget('project', '   ')).toBeNull();
    expect(parseReportTarget('project', 'two words')).toBeNull();
  });
});
