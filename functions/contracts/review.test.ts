// The staff checklist's message: ticked templates in checklist order, then the moderator's own words.
import { describe, expect, it } from 'vitest';
import { CHECKLIST_STAGES, composeReviewMessage, REVIEW_TEMPLATES } from './review.ts';

describe('composeReviewMessage', () => {
  it('lists the ticked templates in checklist order, then the custom text', () => {
    const message = composeReviewMessage(['license-missing', 'title-misleading'], '  Thanks for your patience!  ');
    expect(message).toBe(`- ${REVIEW_TEMPLATES[0]!.text}\n- ${REVIEW_TEMPLATES.find((t) => t.id === 'license-missing')!.text}\n\nThanks for your patience!`);
  });

  it('is null when nothing is ticked or written, and ignores unknown templates', () => {
    expect(composeReviewMessage([], '   ')).toBeNull();
    expect(composeReviewMessage(['made-up'], '')).toBeNull();
    expect(composeReviewMessage([], 'Just this.')).toBe('Just this.');
  });

  it('gives every template a stage of the checklist and a unique id', () => {
    expect(new Set(REVIEW_TEMPLATES.map((template) => template.id)).size).toBe(REVIEW_TEMPLATES.length);
    for (const template of REVIEW_TEMPLATES) expect(CHECKLIST_STAGES).toContain(template.stage);
  });
});
