import type { components as en } from '../en/components.js';
import type { Translation } from '../translate.js';

export const components: Translation<typeof en> = {
  'components.perDay': '{price} یومیہ',
  'components.carCard.instant': 'فوری بکنگ',
  'components.carCard.explore': 'دیکھیں',
  'components.carCard.exploreLabel': '{car} {year} دیکھیں',
  'components.toast.close': 'بند کریں',
  'components.dateField.placeholder': 'مثلاً 25-11-2026',
  'components.dateField.invalid': 'تاریخ دن-مہینہ-سال کی ترتیب سے لکھیں، مثلاً 25-11-2026',
  'components.dateField.calendar': 'کیلنڈر کھولیں',
  'components.carCard.place': '{city} · {service}',
  'components.queryBoundary.retry': 'دوبارہ کوشش کریں',
};
