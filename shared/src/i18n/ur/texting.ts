import type { texting as en } from '../en/texting.js';
import type { Translation } from '../translate.js';

export const texting: Translation<typeof en> = {
  'texting.code': 'آپ کا RentWheels کوڈ {code} ہے۔ یہ {minutes} منٹ میں ختم ہو جائے گا۔ یہ کوڈ کسی کو نہ بتائیں۔',
};
