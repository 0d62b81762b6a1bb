// Texts of this feature that another feature's screen shows (the booking form), read in the
// current language each time they are used. Screens of this feature use t('availability.…').
import { translate } from '@/lib/i18n/store';

export const AVAILABILITY_TEXTS = {
  get notAvailableDay() {
    return translate('availability.notAvailableDay');
  },
  get closedDay() {
    return translate('availability.closedDay');
  },
  get instantNote() {
    return translate('availability.instantNote');
  },
};
