// Rows of a long list with only those in view in the document (@tanstack/react-virtual); the Files page loads it
// apart from its first script, when a folder is big enough to need it.
import { useEffect, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

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

export function VirtualRows({ count, rowHeight, row, scroller, scrollTo }: Props) {
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 12,
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
