import { useState } from 'react';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarImagesField } from '../CarImagesField';

const urls = ['a', 'b', 'c'].map((n) => `/files/car-rental/s/c/1-${n}.webp`);
// Plain selectors: role queries over MUI markup are slow in jsdom.
const order = () => Array.from(document.querySelectorAll('[data-testid="car-photo"]')).map((el) => el.getAttribute('data-url')!.slice(-6, -5));
const button = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;

function Field() {
  const [value, setValue] = useState(urls);
  return <CarImagesField serviceId="s" carId="c" urls={value} onChange={setValue} onBusyChange={() => {}} />;
}

describe('car photos of the form', () => {
  it('mark the first photo as the cover', () => {
    render(<Field />);
    const covers = Array.from(document.querySelectorAll('[data-testid="car-photo"]')).filter((el) => el.textContent?.includes('Cover'));
    expect(covers.map((el) => el.getAttribute('data-url'))).toEqual([urls[0]]);
  });

  it('move a photo with its handle’s keys, keeping the focus on it, and announce where it went', () => {
    render(<Field />);
    fireEvent.keyDown(button('Move photo 1 of 3'), { key: 'ArrowRight' });
    expect(order()).toEqual(['b', 'a', 'c']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move photo 2 of 3');
    expect(document.body.textContent).toContain('Photo moved to position 2 of 3');
    fireEvent.keyDown(button('Move photo 3 of 3'), { key: 'Home' });
    expect(order()).toEqual(['c', 'b', 'a']);
    fireEvent.keyDown(button('Move photo 1 of 3'), { key: 'ArrowLeft' });
    expect(order()).toEqual(['c', 'b', 'a']);
  });

  it('make a photo the cover from its menu', () => {
    render(<Field />);
    fireEvent.click(button('Actions for photo 3'));
    fireEvent.click(Array.from(document.querySelectorAll('[role="menuitem"]')).find((el) => el.textContent === 'Make cover')!);
    expect(order()).toEqual(['c', 'a', 'b']);
  });
});
