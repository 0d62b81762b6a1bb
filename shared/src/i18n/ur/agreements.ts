// ویب پر کرایہ نامہ: بکنگ پر اس کا ڈاؤن لوڈ اور نقل جانچنے کا عام صفحہ۔
import type { agreements as en } from '../en/agreements.js';
import type { Translation } from '../translate.js';

export const agreements: Translation<typeof en> = {
  'agreements.download': 'کرایہ نامہ ڈاؤن لوڈ کریں',
  'agreements.downloadFailed': 'کرایہ نامہ ڈاؤن لوڈ نہیں ہو سکا۔ دوبارہ کوشش کریں۔',
  'agreements.loadFailed': 'کرایہ نامہ لوڈ نہیں ہو سکا۔',
  'agreements.verify.title': 'کرایہ نامہ جانچیں',
  'agreements.verify.intro': 'کرایہ نامے کی نقل (PDF فائل) منتخب کریں۔ آپ کا براؤزر اس کا فنگر پرنٹ بناتا ہے اور RentWheels سے پوچھتا ہے کہ کیا یہ وہی نقل ہے جو ریکارڈ میں ہے۔',
  'agreements.verify.pick': 'PDF فائل منتخب کریں',
  'agreements.verify.checking': 'جانچ ہو رہی ہے…',
  'agreements.verify.matches': 'یہ نقل وہی کرایہ نامہ ہے جو ریکارڈ میں ہے، جو {date} کو بنا تھا۔',
  'agreements.verify.differs': 'یہ نقل ریکارڈ والی نہیں: اس میں تبدیلی کی گئی ہے یا یہ کوئی اور دستاویز ہے۔ ریکارڈ والا کرایہ نامہ {date} کو بنا تھا۔',
  'agreements.verify.unknown': 'یہ کرایہ نامہ جانچا نہیں جا سکا۔',
  'agreements.verify.privacy': 'فائل آپ کے آلے پر ہی رہتی ہے: صرف اس کا فنگر پرنٹ (SHA-256) بھیجا جاتا ہے۔',
};
