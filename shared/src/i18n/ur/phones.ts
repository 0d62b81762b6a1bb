import type { phones as en } from '../en/phones.js';
import type { Translation } from '../translate.js';

export const phones: Translation<typeof en> = {
  'phones.verified': 'تصدیق شدہ',
  'phones.notVerified': 'تصدیق نہیں ہوئی',
  'phones.verify': 'فون کی تصدیق کریں',
  'phones.dialog.title': 'اپنے فون کی تصدیق کریں',
  'phones.dialog.intro': 'ہم {phone} پر SMS کے ذریعے چھ ہندسوں کا کوڈ بھیجتے ہیں۔ یہ 10 منٹ تک کام کرتا ہے۔',
  'phones.dialog.send': 'کوڈ بھیجیں',
  'phones.dialog.resend': 'نیا کوڈ بھیجیں',
  'phones.dialog.code': 'کوڈ',
  'phones.dialog.submit': 'تصدیق کریں',
  'phones.dialog.cancel': 'منسوخ کریں',
  'phones.dialog.done': 'آپ کے فون کی تصدیق ہو گئی۔',
  'phones.dialog.failed': 'یہ کام نہیں ہوا۔ دوبارہ کوشش کریں۔',
  'phones.login.title': 'اپنے فون سے سائن ان کریں',
  'phones.login.intro': 'اپنے اکاؤنٹ پر تصدیق شدہ موبائل نمبر لکھیں؛ ہم اس پر SMS کے ذریعے کوڈ بھیجیں گے۔',
  'phones.login.phone': 'موبائل نمبر',
  'phones.login.submit': 'سائن ان کریں',
  'phones.login.withPhone': 'اس کے بجائے اپنے فون سے سائن ان کریں',
};
