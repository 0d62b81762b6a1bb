import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand';
import { drawnFor, type DrawnFor } from './drawnPage';
import { currentDrawing, findDrawingWith, scopedStore, type Drawing } from './drawing';

describe('state per drawing', () => {
  it("is the browser's store outside a drawing and the drawing's own inside it", () => {
    const browser = createStore(() => ({ name: 'browser' }));
    const useName = scopedStore('name', browser);
    expect(currentDrawing()).toBeUndefined();
    expect(useName.getState().name).toBe('browser');

    let under: Drawing | undefined;
    findDrawingWith(() => under);
    try {
      const drawn = createStore(() => ({ name: 'drawn' }));
      under = { transport: fetch, stores: new Map([['name', drawn]]) };
      expect(useName.getState().name).toBe('drawn');
      useName.setState({ name: 'changed in the drawing' });
      expect(drawn.getState().name).toBe('changed in the drawing');
      under = undefined;
      // The browser's store was never touched by the drawing.
      expect(useName.getState().name).toBe('browser');
    } finally {
      findDrawingWith(() => undefined);
    }
  });
});

describe('a drawn page is adopted', () => {
  const amina: DrawnFor = { locale: 'en', session: { user: { id: 'a', name: 'Amina', roles: ['CUSTOMER'], email: 'a@example.pk' }, loggedInAs: 'CUSTOMER' } };

  it('by the reader it was drawn for only: same language, same user in the same mode, or signed out both', () => {
    expect(drawnFor(amina, structuredClone(amina))).toBe(true);
    expect(drawnFor({ locale: 'ur', session: null }, { locale: 'ur', session: null })).toBe(true);
    expect(drawnFor(amina, { ...amina, locale: 'ur' })).toBe(false);
    expect(drawnFor(amina, { locale: 'en', session: null })).toBe(false);
    expect(drawnFor({ locale: 'en', session: null }, amina)).toBe(false);
    expect(drawnFor(amina, { ...amina, session: { ...amina.session!, loggedInAs: 'VENDOR' } })).toBe(false);
    expect(drawnFor(amina, { ...amina, session: { ...amina.session!, user: { ...amina.session!.user, id: 'b' } } })).toBe(false);
    // Details that the page shows (a name changed on another device) differ: the app draws afresh.
    expect(drawnFor(amina, { ...amina, session: { ...amina.session!, user: { ...amina.session!.user, name: 'Amina K' } } })).toBe(false);
  });
});
