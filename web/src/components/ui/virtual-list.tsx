import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

export interface VirtualListProps<T> {
  /** The items, in display order. */
  items: readonly T[];
  /** A stable key per item (e.g. the lead id). */
  getKey: (item: T) => string;
  /** Accessible name of the list (`aria-label` of the `<ul>`). */
  label: string;
  /** Estimated item height in px before it is measured. */
  estimateSize: number;
  /** Gap between items in px (default 8). */
  gap?: number;
  /** Items rendered beyond the visible area on each side (default 3). */
  overscan?: number;
  /** Classes of the scroll container (it needs a bounded height, e.g. `max-h-[70vh] overflow-y-auto`). */
  className?: string;
  renderItem: (item: T) => ReactNode;
}

/**
 * A virtualised list (TanStack Virtual): only the items in and near the viewport are in the DOM,
 * measured as they render, so lists of thousands of leads stay fast. Each item is
 * an `<li>` with `aria-setsize`/`aria-posinset`, so assistive technology still knows the full
 * length of the list.
 */
export function VirtualList<T>({
  items,
  getKey,
  label,
  estimateSize,
  gap = 8,
  overscan = 3,
  className,
  renderItem,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    overscan,
    gap,
  });
  return (
    <div ref={scrollRef} className={className}>
      <ul aria-label={label} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtualItem) => {
          const item = items[virtualItem.index];
          if (item === undefined) return null;
          return (
            <li
              key={virtualItem.key}
              aria-setsize={items.length}
              aria-posinset={virtualItem.index + 1}
              data-index={virtualItem.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${virtualItem.start}px)` }}
            >
              {renderItem(item)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
