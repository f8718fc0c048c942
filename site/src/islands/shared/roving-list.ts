// Long lists of checkboxes (game versions, categories) as one tab stop: Tab enters and leaves a list at once, and the
// arrow keys, Home and End move within it. A hundred game versions would otherwise cost a keyboard user a hundred
// presses of Tab. A container spreads `rovingList` on itself and marks its lists with `data-roving`; without
// JavaScript every option stays in the tab order.
import type { FocusEvent, KeyboardEvent } from 'react';

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

const listOf = (target: EventTarget) => (target as Element).closest<HTMLElement>('[data-roving]');
// Options folded away by CSS are in the list but not on screen, and focus cannot land on them.
const optionsOf = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLInputElement>('input:not(:disabled)')].filter((option) => option.getClientRects().length > 0);

export const rovingList = {
  /** The option focused is the list's one stop from then on; options added later join the tab order until focus returns. */
  onFocus(event: FocusEvent<HTMLElement>): void {
    const list = listOf(event.target);
    if (list) for (const option of optionsOf(list)) option.tabIndex = option === event.target ? 0 : -1;
  },
  onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    const list = listOf(event.target);
    const step = STEPS[event.key];
    if (!list || (step === undefined && event.key !== 'Home' && event.key !== 'End')) return;
    const options = optionsOf(list);
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? options.length - 1 : options.indexOf(event.target as HTMLInputElement) + step!;
    // The page does not scroll under the list, even at its ends.
    event.preventDefault();
    options[Math.min(Math.max(to, 0), options.length - 1)]!.focus();
  },
};
