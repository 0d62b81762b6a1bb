import type { home as en } from '../en/home.js';
import type { Translation } from '../translate.js';

export const home: Translation<typeof en> = {
  'home.heroTitle': 'اپنی پسند کی سواری تلاش کریں',
  'home.heroText': 'لاہور، کراچی، اسلام آباد اور دوسرے شہروں میں بھروسے کے وینڈرز سے گاڑی کرائے پر لیں۔ دنوں کے حساب سے بک کریں، محفوظ طریقے سے ادائیگی کریں اور سفر پر نکل جائیں۔',
  'home.browse': 'گاڑیاں دیکھیں',
  'home.heroAlt': 'کرائے کی گاڑی کی تصویر',
  'home.recent': 'نئی گاڑیاں',
  'home.why': 'ہمیں کیوں چنیں',
  'home.reason.premium.title': 'بہترین انتخاب',
  'home.reason.premium.text': 'شہر کے لیے ہیچ بیک سے لے کر ایگزیکٹو سیڈان اور شمالی علاقوں کے لیے فور بائی فور تک، جانچے پرکھے مقامی وینڈرز کی پیش کردہ۔',
  'home.reason.safe.title': 'محفوظ اور قابلِ اعتماد',
  'home.reason.safe.text': 'مکمل بیمہ شدہ گاڑیاں، چوبیس گھنٹے سڑک پر مدد، اور ادائیگی ایک محفوظ ہوسٹڈ صفحے پر۔',
  'home.reason.rates.title': 'بہترین کرائے',
  'home.reason.rates.text': 'مناسب قیمتیں اور کوئی پوشیدہ فیس نہیں: روپوں میں یومیہ کرایہ ہی وہ قیمت ہے جو آپ ادا کرتے ہیں۔',
  'home.noCars': 'ابھی کوئی گاڑی درج نہیں۔ جلد دوبارہ دیکھیں۔',
  'home.perDay': '{price} یومیہ',
  'home.transmission.MANUAL': 'مینوئل',
  'home.transmission.AUTOMATIC': 'آٹومیٹک',
};
