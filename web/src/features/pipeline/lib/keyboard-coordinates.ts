import { type KeyboardCoordinateGetter, KeyboardCode } from '@dnd-kit/core';

/** Distance a card moves per arrow key press while dragging with the keyboard, in px (docs/product/site.md#interface-details). */
export const KEYBOARD_DRAG_STEP_PX = 25;
/** Pointer distance before a drag starts, in px, so clicks on a card still work (docs/product/site.md#interface-details). */
export const POINTER_ACTIVATION_DISTANCE_PX = 8;

/**
 * Keyboard sensor coordinates: each arrow key moves the dragged card 25 px in its direction
 * (docs/product/pipeline.md#stages). Other keys leave it in place.
 */
export const stepCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case KeyboardCode.Right:
      return { ...currentCoordinates, x: currentCoordinates.x + KEYBOARD_DRAG_STEP_PX };
    case KeyboardCode.Left:
      return { ...currentCoordinates, x: currentCoordinates.x - KEYBOARD_DRAG_STEP_PX };
    case KeyboardCode.Down:
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_DRAG_STEP_PX };
    case KeyboardCode.Up:
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_DRAG_STEP_PX };
    default:
      return undefined;
  }
};
