import type { dashboard as en } from '../en/dashboard.js';
import type { Translation } from '../translate.js';

export const dashboard: Translation<typeof en> = {
  'dashboard.pageTitle': 'ڈیش بورڈ',
  'dashboard.welcome': 'خوش آمدید، {name}!',
  'dashboard.vendorSubtitle': 'اپنا گاڑیوں کا کاروبار سنبھالیں',
  'dashboard.customerSubtitle': 'اپنی کرائے کی گاڑیاں سنبھالیں',
  'dashboard.bookingsFailed': 'بکنگز حاصل نہیں ہو سکیں',
  'dashboard.totalReceived': 'موصول ہونے والی کل بکنگز',
  'dashboard.total': 'کل بکنگز',
  'dashboard.awaiting': 'کارروائی کی منتظر',
  'dashboard.stat': '{label}: {value}',
  'dashboard.statLoading': 'لوڈ ہو رہا ہے',
  'dashboard.recent': 'حالیہ بکنگز',
  'dashboard.noBookings': 'ابھی کوئی بکنگ نہیں',
  'dashboard.bookingLine': 'بکنگ #{id} · {car}',
  'dashboard.viewAll': 'تمام بکنگز دیکھیں',
  'dashboard.services': 'آپ کی سروسز',
  'dashboard.servicesFailed': 'سروسز حاصل نہیں ہو سکیں',
  'dashboard.noServices': 'ابھی کوئی سروس نہیں',
  'dashboard.addService': 'سروس شامل کریں',
  'dashboard.quick': 'فوری اقدامات',
  'dashboard.browse': 'گاڑیاں دیکھیں',
  'dashboard.browseText': 'اپنے اگلے سفر کے لیے گاڑی تلاش کریں',
  'dashboard.viewBookings': 'بکنگز دیکھیں',
  'dashboard.viewBookingsText': 'اپنی درخواستوں اور ادائیگیوں پر نظر رکھیں',
};
