import { describe, expect, it } from 'vitest';
import { heroTilt } from './HomePage';

describe('hero tilt (spec §9)', () => {
  it('is 0.03 degrees per pixel scrolled, modulo 20', () => {
    expect(heroTilt(0)).toBe(0);
    expect(heroTilt(300)).toBeCloseTo(9);
    expect(heroTilt(700)).toBeCloseTo(1);
  });
});
