import type { texting as en } from '../en/texting.js';
import type { Translation } from '../translate.js';

export const texting: Translation<typeof en> = {
  'texting.code': 'آپ کا RentWheels کوڈ {code} ہے۔ یہ {minutes} منٹ میں ختم ہو جائے گا۔ یہ کوڈ کسی کو نہ بتائیں۔',
  'texting.handover.code': 'RentWheels: {car} کے {kind, select, check_in {چیک اِن} other {چیک آؤٹ}} کا آپ کا کوڈ {code} ہے۔ یہ نمائندے کو صرف اس صورت میں دیں جب آپ ان کے درج کردہ سے متفق ہوں۔',
  'texting.booking.created': 'RentWheels: آپ کی {car} کے لیے نئی درخواست، {start} سے {end} تک۔ قبول کریں یا تبدیلی تجویز کریں: {link}',
  'texting.booking.accepted': 'RentWheels: {service} نے {start} سے {car} کی آپ کی بکنگ قبول کر لی۔ تصدیق کے لیے ادائیگی کریں: {link}',
  'texting.booking.suggestion_made': 'RentWheels: {service} نے {car} کی آپ کی بکنگ میں تبدیلیاں تجویز کی ہیں۔ دیکھیں: {link}',
  'texting.booking.expired': 'RentWheels: {start} سے {car} کے لیے آپ کی درخواست جواب کے بغیر ختم ہو گئی۔ دوسری گاڑیاں دستیاب ہیں: {link}',
  'texting.booking.paid': 'RentWheels: آپ کی بکنگ کی تصدیق ہو گئی۔ {car}، گاڑی لینے کا وقت {start}۔ تفصیل: {link}',
  'texting.reminder.pickup_24h': 'RentWheels یاد دہانی: کل {start} پر {service} سے {car} لینی ہے۔ اپنا شناختی کارڈ اور ڈرائیونگ لائسنس ساتھ لائیں۔ تفصیل: {link}',
  'texting.reminder.pickup_2h': 'RentWheels یاد دہانی: {service} سے {car} لینے کا وقت {start} ہے، تقریباً دو گھنٹے بعد۔ تفصیل: {link}',
  'texting.reminder.return': 'RentWheels یاد دہانی: براہ کرم {car} {end} تک {service} کو واپس کریں۔ تفصیل: {link}',
  'texting.deposit_returned': 'RentWheels: {service} نے {car} کے لیے آپ کی {amount} کی ضمانت کی رقم واپس کر دی۔ حساب: {link}',
  'texting.messages_digest': 'RentWheels: {car} کی آپ کی بکنگ کے بارے میں {count, plural, one {ایک نیا پیغام} other {# نئے پیغامات}}۔ پڑھیں اور جواب دیں: {link}',
};
