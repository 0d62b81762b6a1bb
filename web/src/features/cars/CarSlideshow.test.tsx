import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarSlideshow, SLIDE_INTERVAL_MS } from './CarSlideshow';

const images = ['a', 'b', 'c'].map((n) => ({ url: `/files/${n}.webp`, variants: [] }));
// Plain selectors: role queries over MUI markup are slow in jsdom.
const dots = () => Array.from(document.querySelectorAll('button[aria-label^="Show photo"]'));
const current = () => dots().findIndex((b) => b.getAttribute('aria-current') === 'true');

describe('CarSlideshow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says so when there are no images', () => {
    render(<CarSlideshow images={[]} alt="Car" />);
    expect(screen.getByText('No images available')).toBeTruthy();
  });

  it('advances every 3000 ms and wraps around; a dot jumps to its image', () => {
    render(<CarSlideshow images={images} alt="Car" />);
    expect(SLIDE_INTERVAL_MS).toBe(3000);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByLabelText('Show photo 3'));
    expect(current()).toBe(2);
  });
});
