// Pointer dragging of the photo grid. The grid's DOM stays as it is while a photo is dragged (the
// photo follows the pointer, the others slide by transforms to make room), so pointer capture is
// never lost to a moved node; the move is made once, on release. A mouse drags from anywhere on a photo;
// touch drags only from the handle, so that swiping over the photos still scrolls the page.
import { useRef, useState, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { slotAt } from './reorder';

/** How far (px) the pointer must travel before a press becomes a drag rather than a click. */
const DRAG_THRESHOLD = 6;

export interface DragState {
  from: number;
  over: number;
  dx: number;
  dy: number;
  /** Where each slot was when the drag began (the others slide between these). */
  slots: Array<{ left: number; top: number }>;
}

interface Press {
  index: number;
  pointerId: number;
  x: number;
  y: number;
  slots: DOMRect[];
  dragging: boolean;
}

export function usePointerReorder({ disabled, onMove }: { disabled: boolean; onMove(from: number, to: number): void }) {
  const grid = useRef<HTMLUListElement>(null);
  const press = useRef<Press | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  // A drag ends with a click on the photo under the pointer; that click must not open the preview.
  const swallowClick = useRef(false);

  function onPointerDown(index: number) {
    return (event: ReactPointerEvent<HTMLElement>) => {
      swallowClick.current = false;
      if (disabled || event.button !== 0 || !grid.current) return;
      const target = event.target as HTMLElement;
      // React bubbles events from portals (a photo's menu) through this element; those are not drags.
      if (!event.currentTarget.contains(target)) return;
      if (target.closest('[data-no-drag]')) return;
      if (event.pointerType !== 'mouse' && !target.closest('[data-drag-handle]')) return;
      const slots = Array.from(grid.current.querySelectorAll<HTMLElement>('[data-photo-slot]')).map((el) => el.getBoundingClientRect());
      // No pointer capture yet: a press that never moves must stay a click on what was pressed.
      press.current = { index, pointerId: event.pointerId, x: event.clientX, y: event.clientY, slots, dragging: false };
    };
  }

  function onPointerMove(event: ReactPointerEvent<HTMLElement>) {
    const p = press.current;
    if (!p || p.pointerId !== event.pointerId) return;
    // Released outside the photo before it became a drag: that press is over.
    if (event.buttons === 0) {
      press.current = null;
      return;
    }
    const dx = event.clientX - p.x;
    const dy = event.clientY - p.y;
    if (!p.dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!p.dragging) event.currentTarget.setPointerCapture(event.pointerId);
    p.dragging = true;
    event.preventDefault();
    setDrag({ from: p.index, over: slotAt(p.slots, event.clientX, event.clientY), dx, dy, slots: p.slots });
  }

  function finish(event: ReactPointerEvent<HTMLElement>, commit: boolean) {
    const p = press.current;
    if (!p || p.pointerId !== event.pointerId) return;
    press.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    if (!p.dragging) return;
    swallowClick.current = true;
    setDrag(null);
    const over = slotAt(p.slots, event.clientX, event.clientY);
    if (commit && over >= 0 && over !== p.index) onMove(p.index, over);
  }

  function onClickCapture(event: ReactMouseEvent) {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }

  /** Props for the element of photo `index` (its slot in the grid). */
  const itemProps = (index: number) => ({
    'data-photo-slot': index,
    onPointerDown: onPointerDown(index),
    onPointerMove,
    onPointerUp: (e: ReactPointerEvent<HTMLElement>) => finish(e, true),
    onPointerCancel: (e: ReactPointerEvent<HTMLElement>) => finish(e, false),
    onClickCapture,
  });

  return { grid, drag, itemProps };
}
