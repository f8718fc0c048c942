// Rows of a long list with only those in view in the document (@tanstack/virtual-core); the Files page loads it apart
// from its first script, when a folder is big enough to need it. The core is driven by a small hook here rather than
// through @tanstack/react-virtual, whose import of react-dom would split React's renderer into one more chunk on every
// page with an island.
import { useEffect, useLayoutEffect, useReducer, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { Virtualizer, elementScroll, observeElementOffset, observeElementRect, type VirtualizerOptions } from '@tanstack/virtual-core';

interface Props {
  count: number;
  /** Row height in pixels, fixed so rows are placed without measuring them. */
  rowHeight: number;
  /** One row, placed by `style`. */
  row: (index: number, style: CSSProperties) => ReactNode;
  scroller: RefObject<HTMLDivElement | null>;
  /** The grid scrolls this row into view when it changes (keyboard moves). */
  scrollTo: number;
}

type Options = Pick<VirtualizerOptions<HTMLDivElement, Element>, 'count' | 'getScrollElement' | 'estimateSize' | 'overscan' | 'initialRect'>;

/** One virtualizer per list, kept across renders, that renders the list again whenever its visible range moves. */
function useRowVirtualizer(options: Options): Virtualizer<HTMLDivElement, Element> {
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const resolved: VirtualizerOptions<HTMLDivElement, Element> = {
    ...options, scrollToFn: elementScroll, observeElementRect, observeElementOffset, onChange: () => rerender(),
  };
  const [virtualizer] = useState(() => new Virtualizer(resolved));
  virtualizer.setOptions(resolved);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());
  return virtualizer;
}

export function VirtualRows({ count, rowHeight, row, scroller, scrollTo }: Props) {
  const virtualizer = useRowVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 12,
    // The grid's largest height (34rem), so the first render already draws a screenful instead of an empty frame.
    initialRect: { width: 0, height: 34 * 16 } });
  useEffect(() => {
    if (scrollTo >= 0 && scrollTo < count) virtualizer.scrollToIndex(scrollTo, { align: 'auto' });
  }, [scrollTo, count, virtualizer]);
  return (
    <div role="rowgroup" className="rows" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => row(item.index, { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }))}
    </div>
  );
}
