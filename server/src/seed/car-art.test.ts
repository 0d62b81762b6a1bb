import { describe, expect, it } from 'vitest';
import { BODY_TYPES, VIEWS, bodyTypeOf, carSvg } from './car-art.js';
import { DEMO_MODELS } from './demo.js';

describe('demo car pictures', () => {
  it('draw no text: the car name belongs to the page, not the picture', () => {
    for (const body of BODY_TYPES) for (const view of VIEWS) {
      expect(carSvg({ color: '#b3262e', body, view, scene: 0 })).not.toMatch(/<text/);
    }
  });
  it('differ by body type and by view', () => {
    const pictures = new Set(BODY_TYPES.flatMap((body) => VIEWS.map((view) => carSvg({ color: '#1f4e8c', body, view, scene: 1 }))));
    expect(pictures.size).toBe(BODY_TYPES.length * VIEWS.length);
  });
  it('know the body type of the demo models', () => {
    expect(bodyTypeOf('Hilux Revo')).toBe('pickup');
    expect(bodyTypeOf('Bolan')).toBe('van');
    expect(bodyTypeOf('Land Cruiser')).toBe('suv');
    expect(bodyTypeOf('Alto VXR')).toBe('hatchback');
    expect(bodyTypeOf('Corolla Altis')).toBe('sedan');
  });
  it('give the demo fleet every body type, so the listings do not all show one car', () => {
    const bodies = new Set(DEMO_MODELS.map(bodyTypeOf));
    expect([...bodies].sort()).toEqual([...BODY_TYPES].sort());
  });
});
