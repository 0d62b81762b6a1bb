// Generates the benchmark's search mix: random combinations of the /cars filters, drawn from a
// seeded generator so two runs send the same sequence. Thousands of distinct URLs, so no cache
// can answer most of them.
import { CAR_SORTS } from '@carrental/shared';

const MAKES = ['TOYOTA', 'HONDA', 'SUZUKI', 'KIA', 'HYUNDAI', 'MG', 'OTHER'];
const TEXTS = ['corolla', 'civic', 'toyota cor', 'alto', 'sportage', 'city', 'swift', 'honda', 'yaris', 'tucson'];
const CITIES = ['lahore', 'karachi', 'islamabad', 'rawalpindi', 'multan', 'peshawar'];

/** mulberry32: a tiny deterministic generator. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function searchMix(seed = 1) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  return function nextPath(): string {
    const params = new URLSearchParams();
    if (chance(0.25)) params.set('q', pick(TEXTS));
    if (chance(0.3)) {
      const min = 1500 + Math.floor(random() * 10) * 1000;
      params.set('minPrice', String(min));
      if (chance(0.7)) params.set('maxPrice', String(min + 2000 + Math.floor(random() * 15) * 1000));
    }
    if (chance(0.25)) {
      const min = 2005 + Math.floor(random() * 15);
      params.set('minYear', String(min));
      if (chance(0.5)) params.set('maxYear', String(Math.min(2025, min + Math.floor(random() * 8))));
    }
    if (chance(0.25)) params.set('makes', [...new Set([pick(MAKES), pick(MAKES)])].join(','));
    if (chance(0.2)) params.set('transmission', pick(['MANUAL', 'AUTOMATIC']));
    if (chance(0.15)) params.set('fuelType', pick(['PETROL', 'DIESEL']));
    if (chance(0.35)) params.set('city', pick(CITIES));
    if (chance(0.3)) {
      const day = 1 + Math.floor(random() * 60);
      const start = new Date(Date.UTC(2030, 2, day, 10));
      const end = new Date(start.getTime() + (1 + Math.floor(random() * 6)) * 86_400_000);
      const wall = (d: Date) => d.toISOString().slice(0, 19);
      params.set('from', wall(start));
      params.set('to', wall(end));
    }
    if (chance(0.5)) params.set('sort', pick(CAR_SORTS));
    if (chance(0.3)) params.set('page', String(1 + Math.floor(random() * 5)));
    if (chance(0.1)) params.set('limit', '12');
    const query = params.toString();
    return query ? `/api/cars?${query}` : '/api/cars';
  };
}
