// Slots (decision 0052): a page's <Slot> draws the pieces the features put there, in their order,
// only those whose condition holds, each with its own props from the slot's.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadable } from './preloadable';
import { piece, piecesOf, Slot, SlotsProvider, slotTable, withSlotPieces } from './slots';

const Named = ({ name }: { name: string }) => <p>{name}</p>;
const module = { Named };
const named = preloadable<{ name: string }>(async () => module, 'Named');

describe('slots', () => {
  it('draws the pieces of every feature in their order, with their props, when their condition holds', async () => {
    const table = slotTable([
      { slots: { 'chargesPanel.pay': [piece(named, { order: 20, props: ({ bookingId }) => ({ name: `second ${bookingId}` }) })] } },
      {
        slots: {
          'chargesPanel.pay': [
            piece(named, { order: 10, props: ({ bookingId }) => ({ name: `first ${bookingId}` }) }),
            piece(named, { order: 30, when: ({ bookingId }) => bookingId === 'other', props: () => ({ name: 'never' }) }),
          ],
        },
      },
    ]);
    await Promise.all(piecesOf(table, ['chargesPanel.pay']).map((p) => p.preload()));
    const { container } = render(
      <SlotsProvider table={table}>
        <Slot name="chargesPanel.pay" bookingId="b-1" />
      </SlotsProvider>,
    );
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['first b-1', 'second b-1']);
    expect(screen.queryByText('never')).toBeNull();
  });

  it('draws nothing in a slot no feature fills', () => {
    const { container } = render(
      <SlotsProvider table={{}}>
        <Slot name="chargesPanel.pay" bookingId="b-1" />
      </SlotsProvider>,
    );
    expect(container.textContent).toBe('');
  });

  it('loads a page opened in the app with the pieces of its slots, so both draw in its first render', async () => {
    let release: () => void = () => undefined;
    const pieceLoaded = new Promise<void>((resolve) => (release = resolve));
    const Panel = ({ bookingId }: { bookingId: string }) => <p>panel {bookingId}</p>;
    const panel = preloadable<{ bookingId: string }>(async () => {
      await pieceLoaded;
      return { Panel };
    }, 'Panel');
    const table = slotTable([{ slots: { 'chargesPanel.pay': [piece(panel, { order: 10 })] } }]);
    const Page = ({ title }: { title: string }) => (
      <SlotsProvider table={table}>
        <h1>{title}</h1>
        <Slot name="chargesPanel.pay" bookingId="b-1" />
      </SlotsProvider>
    );
    const page = preloadable<{ title: string }>(async () => ({ Page }), 'Page', 'BookingPage');
    const PageElement = page;
    const route = withSlotPieces({ path: '/b', element: <PageElement title="The booking" />, handle: { slots: ['chargesPanel.pay'] } }, table);
    const router = createMemoryRouter([{ path: '/', element: <p>home</p> }, route], { initialEntries: ['/b'] });
    const { container } = render(<RouterProvider router={router} />);
    // The page's own code is in, the piece's not yet: nothing of the page is drawn without its piece.
    await act(async () => {
      await page.preload();
    });
    expect(screen.queryByText('The booking')).toBeNull();
    await act(async () => release());
    expect(await screen.findByText('The booking')).toBeTruthy();
    expect(container.textContent).toBe('The bookingpanel b-1');
    // The page keeps its chunk's name, and a route without slots is left as it was.
    expect((route.element as unknown as { type: { screen: string } }).type.screen).toBe('BookingPage');
    const plain = { path: '/p', element: <p>plain</p> };
    expect(withSlotPieces(plain, table)).toBe(plain);
  });
});

