import type { mail as en } from '../en/mail.js';
import type { Translation } from '../translate.js';

export const mail: Translation<typeof en> = {
  'mail.signature': '— RentWheels',
  'mail.viewBooking': 'بکنگ دیکھیں',
  'mail.verify.subject': 'اپنے RentWheels ای میل ایڈریس کی تصدیق کریں',
  'mail.reset.subject': 'اپنا RentWheels پاس ورڈ دوبارہ بنائیں',
  'mail.messages.subjectOne': '{sender} کی طرف سے نیا پیغام',
  'mail.messages.subjectMany': '{sender} کی طرف سے {count} نئے پیغامات',
  'mail.messages.hello': 'السلام علیکم {name}، آپ کی بکنگ کے بارے میں کچھ پیغامات ابھی نہیں پڑھے گئے۔',
  'mail.messages.onePhoto': '(ایک تصویر)',
  'mail.messages.photos': '({count} تصاویر)',
  'mail.messages.theOtherParty': 'دوسرا فریق',
  'mail.messages.reply': 'جواب دیں',
  'mail.review.why': 'ریویوز سے کرایہ داروں اور وینڈرز کو ایک دوسرے پر بھروسا کرنے میں مدد ملتی ہے۔ جب تک دونوں فریق ریویو نہ لکھ لیں، کوئی بھی دوسرے کا ریویو نہیں دیکھ سکتا۔',
  'mail.review.write': 'ریویو لکھیں',
  'mail.hello': 'السلام علیکم {name}،',
  'mail.verify.heading': 'اپنے ای میل ایڈریس کی تصدیق کریں',
  'mail.verify.welcome': 'RentWheels میں خوش آمدید۔ نیچے دیا گیا لنک کھول کر تصدیق کریں کہ یہ آپ ہی کا ای میل ایڈریس ہے۔',
  'mail.verify.expires': 'یہ لنک ایک بار کام کرتا ہے اور {hours} گھنٹے میں ختم ہو جاتا ہے۔',
  'mail.verify.action': 'ای میل کی تصدیق کریں',
  'mail.reset.heading': 'اپنا پاس ورڈ دوبارہ بنائیں',
  'mail.reset.intro': 'کسی نے (امید ہے آپ نے ہی) آپ کے RentWheels اکاؤنٹ کا پاس ورڈ دوبارہ بنانے کی درخواست کی ہے۔ نیا پاس ورڈ چننے کے لیے نیچے دیا گیا لنک کھولیں۔',
  'mail.reset.expires': 'یہ لنک ایک بار کام کرتا ہے اور ایک گھنٹے میں ختم ہو جاتا ہے۔ اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظرانداز کر دیں: آپ کا پاس ورڈ جوں کا توں رہے گا۔',
  'mail.reset.action': 'پاس ورڈ دوبارہ بنائیں',
  'mail.trips.open': 'بکنگ کھولیں',
};
