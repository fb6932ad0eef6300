import { makeLeadSummary } from '../../test/lead-summary';
import { STAGE_KEYS } from '@meridian/shared/pipeline/pipeline-stages';

/** A lead summary for tests (see `web/src/test/lead-summary.ts`). */
export const makeLead = makeLeadSummary;

const COLUMN_WIDTH = 300;
const COLUMN_HEIGHT = 800;

function rect(left: number, top: number, width: number, height: number): DOMRect {
  return {
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  } as DOMRect;
}

/**
 * Gives jsdom a layout for the board: column i spans x = i*300 .. i*300+280, cards (and the drag
 * overlay) sit inside their column, and scroll containers report an 800 px viewport so the virtualised lists render rows.
 * @returns a function that restores the original prototypes.
 */
export function mockBoardLayout(): () => void {
  const originalRect = Element.prototype.getBoundingClientRect;
  const heightDescriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const widthDescriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    // The drag overlay starts where the dragged card is: inside the card's column.
    const overlay = this.matches('[data-overlay-stage]') ? this : this.querySelector('[data-overlay-stage]');
    const column = this.closest('[data-stage]');
    const stage = column?.getAttribute('data-stage') ?? overlay?.getAttribute('data-overlay-stage');
    if (!stage) return rect(0, 0, 0, 0);
    const index = STAGE_KEYS.indexOf(stage as (typeof STAGE_KEYS)[number]);
    if (this === column) return rect(index * COLUMN_WIDTH, 0, COLUMN_WIDTH - 20, COLUMN_HEIGHT);
    return rect(index * COLUMN_WIDTH + 10, 150, COLUMN_WIDTH - 40, 200);
  };
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => COLUMN_HEIGHT });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => COLUMN_WIDTH });
  return () => {
    Element.prototype.getBoundingClientRect = originalRect;
    if (heightDescriptor) Object.defineProperty(HTMLElement.prototype, 'clientHeight', heightDescriptor);
    if (widthDescriptor) Object.defineProperty(HTMLElement.prototype, 'clientWidth', widthDescriptor);
  };
}
