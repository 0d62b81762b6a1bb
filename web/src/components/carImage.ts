// The one image rule of car cards (the cars grid, a service's cars, the home page's recent
// listings), apart from the card itself so the home page does not load the card's components.
import type { Car } from '@carrental/shared';

export const DEFAULT_CAR_IMAGE = '/default-car.svg';

/** srcset of a car's cover from the server-made WebP variants. */
export function coverSrcSet(car: Pick<Car, 'images'>) {
  const variants = car.images[0]?.variants ?? [];
  return variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
}
