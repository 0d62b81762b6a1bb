import type { common as en } from '../en/common.js';
import type { Translation } from '../translate.js';

export const common: Translation<typeof en> = {
  'common.loading': 'لوڈ ہو رہا ہے…',
  'common.cancel': 'منسوخ کریں',
  'common.errorNetwork': 'سرور تک رسائی نہیں ہو رہی۔ اپنا انٹرنیٹ کنکشن دیکھ کر دوبارہ کوشش کریں۔',
  'common.uploadFailed': 'فائلیں اپ لوڈ نہیں ہو سکیں',
  'common.requestFailed': 'درخواست ناکام رہی ({status})',
};
