// The photo order rules of the car form: a move is a removal and an insertion, so the others keep
// their relative order; the first photo is the cover.

/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Where the photo at `index` shows while the one at `from` is held over slot `over`. */
export function previewIndex(index: number, from: number, over: number): number {
  if (index === from) return over;
  if (from < over && index > from && index <= over) return index - 1;
  if (over < from && index >= over && index < from) return index + 1;
  return index;
}

/** Where a key moves a photo from `index` (arrows follow the reading direction), or null. */
export function keyTarget(key: string, index: number, count: number, rtl: boolean): number | null {
  const earlier = rtl ? 'ArrowRight' : 'ArrowLeft';
  const later = rtl ? 'ArrowLeft' : 'ArrowRight';
  let to: number | null = null;
  if (key === earlier || key === 'ArrowUp') to = index - 1;
  else if (key === later || key === 'ArrowDown') to = index + 1;
  else if (key === 'Home') to = 0;
  else if (key === 'End') to = count - 1;
  if (to === null || to < 0 || to >= count || to === index) return null;
  return to;
}

/** The slot under a point, or the nearest one by its centre (the pointer may sit in a gap). */
export function slotAt(slots: readonly { left: number; top: number; width: number; height: number }[], x: number, y: number): number {
  let best = -1;
  let bestDistance = Infinity;
  for (const [i, r] of slots.entries()) {
    if (x >= r.left && x <= r.left + r.width && y >= r.top && y <= r.top + r.height) return i;
    const d = (x - (r.left + r.width / 2)) ** 2 + (y - (r.top + r.height / 2)) ** 2;
    if (d < bestDistance) [best, bestDistance] = [i, d];
  }
  return best;
}
