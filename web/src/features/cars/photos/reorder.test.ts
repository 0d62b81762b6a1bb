import { describe, expect, it } from 'vitest';
import { keyTarget, moveItem, previewIndex, slotAt } from './reorder';

describe('photo order', () => {
  it('moves one photo and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
  it('shows the others making room while a photo is held, as the drop will leave them', () => {
    const list = ['a', 'b', 'c', 'd'];
    for (const [from, over] of [[3, 0], [0, 2], [1, 1]] as const) {
      const shown: string[] = [];
      list.forEach((item, i) => (shown[previewIndex(i, from, over)] = item));
      expect(shown).toEqual(moveItem(list, from, over));
    }
  });
  it('reads arrow keys in the reading direction and refuses moves past the ends', () => {
    expect(keyTarget('ArrowLeft', 2, 4, false)).toBe(1);
    expect(keyTarget('ArrowLeft', 2, 4, true)).toBe(3);
    expect(keyTarget('ArrowDown', 2, 4, false)).toBe(3);
    expect(keyTarget('Home', 2, 4, false)).toBe(0);
    expect(keyTarget('End', 1, 4, false)).toBe(3);
    expect(keyTarget('ArrowLeft', 0, 4, false)).toBeNull();
    expect(keyTarget('End', 3, 4, false)).toBeNull();
    expect(keyTarget('Enter', 1, 4, false)).toBeNull();
  });
  it('finds the slot under the pointer, or the nearest one from a gap', () => {
    const slots = [0, 1, 2].map((i) => ({ left: i * 110, top: 0, width: 100, height: 60 }));
    expect(slotAt(slots, 150, 30)).toBe(1);
    expect(slotAt(slots, 218, 30)).toBe(2);
    expect(slotAt(slots, 500, 300)).toBe(2);
  });
});
