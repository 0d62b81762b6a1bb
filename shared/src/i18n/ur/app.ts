import type { app as en } from '../en/app.js';
import type { Translation } from '../translate.js';

export const app: Translation<typeof en> = {
  'app.pageTitle': '{title} · RentWheels',
  'app.defaultTitle': 'RentWheels — پورے پاکستان میں گاڑی کرائے پر',
  'app.notFound.title': 'صفحہ نہیں ملا',
  'app.notFound.text': 'آپ جو صفحہ ڈھونڈ رہے ہیں وہ موجود نہیں یا کہیں اور منتقل ہو گیا ہے۔',
  'app.notFound.home': 'صفحۂ اول پر واپس جائیں',
  'app.notFound.browse': 'گاڑیاں دیکھیں',
  'app.offline.title': 'آپ آف لائن ہیں',
  'app.offline.text': 'گاڑیاں اور بکنگز دکھانے کے لیے رینٹ وِیلز کو انٹرنیٹ کنکشن چاہیے۔ اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
  'app.offline.retry': 'دوبارہ کوشش کریں',
};
