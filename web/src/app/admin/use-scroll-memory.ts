import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Where one scrolled box (list, board column, board row) stood: its key and offsets in px. */
type BoxScroll = [key: string, top: number, left: number];

/** What is kept of one history entry: the window's vertical offset and the scrolled boxes (px). */
interface SavedScroll {
  y: number;
  boxes: BoxScroll[];
}

const PREFIX = 'crm-scroll:';
/** Frames to wait for lazy parts (the board, the charts) before giving up restoring (about 1 s). */
const MAX_FRAMES = 60;
const SCROLL_BOXES = '.overflow-y-auto, .overflow-x-auto, .overflow-auto';

/**
 * A box's key: the accessible name of the box or of its first named element (the list's "Leads",
 * a column's name), with its occurrence among boxes of that name, so a lazy part that arrives later
 * does not shift the others.
 */
function boxKeys(root: HTMLElement): Map<string, HTMLElement> {
  const keys = new Map<string, HTMLElement>();
  const seen = new Map<string, number>();
  for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    const name = box.getAttribute('aria-label') ?? box.querySelector('[aria-label]')?.getAttribute('aria-label') ?? '';
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    keys.set(`${name}#${count}`, box);
  }
  return keys;
}

function read(key: string): SavedScroll | null {
  try {
    const text = sessionStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as SavedScroll) : null;
  } catch {
    return null;
  }
}

function write(key: string, saved: SavedScroll): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(saved));
  } catch {
    // A full or blocked storage only loses the scroll position.
  }
}

/**
 * Keeps the scroll positions of a screen per history entry (docs/product/leads.md#lead-page): when
 * the screen goes (a lead page opens), the window's offset and every scrolled box under `root`
 * are kept in the tab's session storage under the entry's key; when the screen comes back on that
 * entry (Back) and `ready` is true, they are restored, waiting up to about a second for lazy parts.
 *
 * @param root - the element whose scroll boxes are kept.
 * @param ready - whether the screen's content is there (the leads have loaded).
 */
export function useScrollMemory(root: RefObject<HTMLElement | null>, ready: boolean): void {
  const { key } = useLocation();
  const restored = useRef<string | null>(null);

  useLayoutEffect(() => {
    const element = root.current;
    return () => {
      if (!element) return;
      const boxes: BoxScroll[] = [];
      for (const [name, box] of boxKeys(element)) {
        if (box.scrollTop !== 0 || box.scrollLeft !== 0) boxes.push([name, box.scrollTop, box.scrollLeft]);
      }
      write(key, { y: window.scrollY, boxes });
    };
  }, [root, key]);

  useLayoutEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    const saved = read(key);
    const element = root.current;
    if (!saved || !element) return;
    let frame = 0;
    let handle = 0;
    const apply = () => {
      const keys = boxKeys(element);
      let missing = 0;
      for (const [name, top, left] of saved.boxes) {
        const box = keys.get(name);
        if (!box) missing += 1;
        else if (box.scrollTop !== top || box.scrollLeft !== left) box.scrollTo({ top, left });
      }
      if (window.scrollY !== saved.y) window.scrollTo({ top: saved.y });
      const done = missing === 0 && Math.abs(window.scrollY - saved.y) < 2;
      frame += 1;
      if (!done && frame < MAX_FRAMES) handle = requestAnimationFrame(apply);
    };
    apply();
    return () => cancelAnimationFrame(handle);
  }, [ready, key, root]);
}
