import type { components as en } from '../en/components.js';
import type { Translation } from '../translate.js';

export const components: Translation<typeof en> = {
  'components.perDay': '{price} یومیہ',
  'components.carCard.instant': 'فوری بکنگ',
  'components.carCard.explore': 'دیکھیں',
  'components.carCard.exploreLabel': '{car} {year} دیکھیں',
  'components.toast.close': 'بند کریں',
  'components.carCard.place': '{city} · {service}',
  'components.queryBoundary.retry': 'دوبارہ کوشش کریں',
};
