// Slots (decision 0052): a page's <Slot> draws the pieces the features put there, in their order,
// only those whose condition holds, each with its own props from the slot's.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';
import { piece, piecesOf, Slot, SlotsProvider, slotTable } from './slots';

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
});
