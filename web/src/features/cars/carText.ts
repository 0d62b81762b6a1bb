// Words of the cars feature that several screens share: a make's name (brands in title case, as
// every card shows them; "Other" is a word and is translated).
import { makeName, type CarMake } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

export function useMakeName() {
  const { t } = useI18n();
  return (make: CarMake) => (make === 'OTHER' ? t('cars.make.other') : makeName({ make }));
}
