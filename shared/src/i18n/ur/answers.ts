import type { answers as en } from '../en/answers.js';
import type { Translation } from '../translate.js';

export const answers: Translation<typeof en> = {
  'answers.jobRequeued': 'کام دوبارہ قطار میں لگا دیا گیا ہے۔',
  'answers.passwordUpdated': 'پاس ورڈ کامیابی سے تبدیل ہو گیا۔ آپ کے دوسرے آلات سے آپ کو سائن آؤٹ کر دیا گیا ہے۔',
  'answers.emailAlreadyVerified': 'آپ کی ای میل پہلے ہی تصدیق شدہ ہے۔',
  'answers.verificationSent': 'تصدیقی ای میل بھیج دی گئی ہے۔ براہِ کرم اپنا اِن باکس دیکھیں۔',
  'answers.signedOutEverywhere': 'آپ کو تمام آلات سے سائن آؤٹ کر دیا گیا ہے۔',
  'answers.phoneCodeSent': 'اگر یہ نمبر SMS وصول کر سکتا ہے تو کوڈ بھیج دیا گیا ہے۔',
  'answers.emailVerified': 'آپ کی ای میل کی کامیابی سے تصدیق ہو گئی!',
  'answers.passwordReset': 'آپ کا پاس ورڈ نئے سرے سے مقرر ہو گیا ہے۔ براہِ کرم نئے پاس ورڈ سے لاگ اِن کریں۔',
  'answers.forgotPassword': 'اگر اس ای میل کا کوئی اکاؤنٹ موجود ہے تو ہم نے پاس ورڈ دوبارہ مقرر کرنے کا لنک بھیج دیا ہے۔ یہ لنک ایک ہی بار، ایک گھنٹے تک کام کرتا ہے۔',
  'answers.payment.confirmed': 'آپ کی بکنگ کنفرم ہو گئی ہے۔',
  'answers.payment.pending': 'آپ کی ادائیگی ابھی مکمل نہیں ہوئی، اس لیے بکنگ کنفرم نہیں ہوئی۔ کوئی رقم نہیں کاٹی گئی۔',
  'answers.payment.notStarted': 'اس بکنگ کی کوئی ادائیگی نہیں ہوئی، اس لیے یہ کنفرم نہیں ہے۔',
  'answers.payment.failed': 'ادائیگی مکمل نہیں ہوئی (چیک آؤٹ منسوخ ہو گیا یا اس کی مدت ختم ہو گئی)۔ آپ اپنی بکنگ سے دوبارہ ادائیگی کر سکتے ہیں۔',
  'answers.payment.carTaken': 'آپ کی ادائیگی کے دوران یہ گاڑی کسی اور نے بک کر لی۔ آپ کی رقم واپس کر دی گئی ہے۔',
  'answers.payment.carRemoved': 'یہ گاڑی اب اس کا وینڈر پیش نہیں کر رہا۔ آپ کی رقم واپس کر دی گئی ہے۔',
  'answers.payment.notPayable': 'اس بکنگ کی اب ادائیگی نہیں ہو سکتی۔ آپ کی رقم واپس کر دی گئی ہے۔',
  'answers.payment.cancelled': 'یہ بکنگ منسوخ ہو گئی تھی۔ آپ کی رقم واپس کر دی گئی ہے۔',
  'answers.payment.alreadyConfirmed': 'آپ کی بکنگ کنفرم ہو گئی ہے۔ اس کی ادائیگی پہلے ہی ہو چکی تھی، اس لیے یہ رقم واپس کر دی گئی ہے۔',
};
