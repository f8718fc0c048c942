// The Files page's multi-select: click, Ctrl/Cmd-toggle, Shift-range from the anchor in the shown order.
import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, keepExisting, pick, selectAll } from './selection.ts';

const order = ['a', 'b', 'c', 'd', 'e'];
const names = (picked: ReadonlySet<string>) => [...picked].sort();

describe('the file selection', () => {
  it('picks one on a click, toggles with Ctrl, extends a range with Shift', () => {
    let selection = pick(EMPTY_SELECTION, order, { name: 'b', range: false, toggle: false });
    expect(names(selection.picked)).toEqual(['b']);
    selection = pick(selection, order, { name: 'd', range: true, toggle: false });
    expect(names(selection.picked)).toEqual(['b', 'c', 'd']);
    selection = pick(selection, order, { name: 'c', range: false, toggle: true });
    expect(names(selection.picked)).toEqual(['b', 'd']);
    selection = pick(selection, order, { name: 'a', range: false, toggle: false });
    expect(names(selection.picked)).toEqual(['a']);
  });

  it('selects all, and forgets names a refresh no longer shows', () => {
    expect(names(selectAll(order, true).picked)).toEqual(order);
    expect(selectAll(order, false).picked.size).toBe(0);
    const kept = keepExisting({ picked: new Set(['a', 'gone']), anchor: 'gone' }, order);
    expect(names(kept.picked)).toEqual(['a']);
    expect(kept.anchor).toBeNull();
  });
});
