// The multi-select of the Files page: a click picks one, Ctrl/Cmd toggles, Shift extends from the last picked row
// (the anchor) in the order shown, so a range means what the person sees.
export interface Selection {
  picked: ReadonlySet<string>;
  anchor: string | null;
}

export const EMPTY_SELECTION: Selection = { picked: new Set(), anchor: null };

export interface Pick {
  name: string;
  /** Add a range from the anchor. */
  range: boolean;
  /** Flip this one, keeping the others (a checkbox, or Ctrl/Cmd-click). */
  toggle: boolean;
}

export function pick(selection: Selection, order: readonly string[], { name, range, toggle }: Pick): Selection {
  if (range && selection.anchor !== null) {
    const from = order.indexOf(selection.anchor);
    const to = order.indexOf(name);
    if (from >= 0 && to >= 0) {
      const picked = new Set(selection.picked);
      for (const each of order.slice(Math.min(from, to), Math.max(from, to) + 1)) picked.add(each);
      return { picked, anchor: selection.anchor };
    }
  }
  if (toggle) {
    const picked = new Set(selection.picked);
    if (picked.has(name)) picked.delete(name);
    else picked.add(name);
    return { picked, anchor: name };
  }
  return { picked: new Set([name]), anchor: name };
}

export const selectAll = (order: readonly string[], all: boolean): Selection => ({ picked: all ? new Set(order) : new Set(), anchor: null });

/** After a refresh: what was picked and still exists. */
export const keepExisting = (selection: Selection, order: readonly string[]): Selection => {
  const present = new Set(order);
  return { picked: new Set([...selection.picked].filter((name) => present.has(name))), anchor: selection.anchor && present.has(selection.anchor) ? selection.anchor : null };
};
