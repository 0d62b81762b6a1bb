// Words of the cars feature that several screens share: a make's name (the brands stay as they are
// written; "Other" is a word and is translated).
import { makeLabel, type CarMake } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

export function useMakeName() {
  const { t } = useI18n();
  return (make: CarMake) => (make === 'OTHER' ? t('cars.make.other') : makeLabel(make));
}
