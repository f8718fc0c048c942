import { describe, expect, it } from 'vitest';
import type { ProjectV2 } from '#contracts/wire/project.ts';
import { DESCRIPTION_MIN_CHARACTERS, publishingChecklist, readyForReview } from './checklist.ts';

const draft = (overrides: Partial<ProjectV2> = {}) => ({
  status: 'draft', body: '', versions: [], categories: [], icon_url: null,
  license: { id: 'LicenseRef-All-Rights-Reserved', name: 'All Rights Reserved', url: null }, ...overrides,
}) as unknown as ProjectV2;

describe('publishingChecklist', () => {
  it('lists every missing step with where to fix it, and blocks review on the required ones', () => {
    const items = publishingChecklist(draft(), '/mod/demo');
    expect(items.filter((item) => !item.done).map((item) => item.id)).toEqual(['description', 'version', 'tags', 'icon', 'license']);
    expect(items.find((item) => item.id === 'tags')!.href).toBe('/mod/demo/settings/tags');
    expect(readyForReview(draft(), items)).toBe(false);
  });

  it('is ready once the required steps are done, whatever the suggestions say', () => {
    const project = draft({ body: 'x'.repeat(DESCRIPTION_MIN_CHARACTERS), versions: ['abcdefgh'], categories: ['magic'] });
    const items = publishingChecklist(project, '/mod/demo');
    expect(readyForReview(project, items)).toBe(true);
    expect(readyForReview({ ...project, status: 'processing' } as ProjectV2, items)).toBe(false);
    expect(readyForReview({ ...project, body: 'x'.repeat(DESCRIPTION_MIN_CHARACTERS - 1) } as ProjectV2,
      publishingChecklist({ ...project, body: 'x'.repeat(DESCRIPTION_MIN_CHARACTERS - 1) } as ProjectV2, '/mod/demo'))).toBe(false);
  });
});
