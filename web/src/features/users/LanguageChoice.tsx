// The account's language: switches this device at once and saves it on the account, so sign-in
// elsewhere and the emails follow it.
import { useState } from 'react';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { isLocale, type Locale } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useI18n, useLocale } from '@/lib/i18n';
import { translate } from '@/lib/i18n/store';
import { toast } from '@/lib/toast';
import { useSaveLocale } from './api';

export function LanguageChoice() {
  const { t } = useI18n();
  const current = useLocale((s) => s.locale);
  const save = useSaveLocale();
  const [busy, setBusy] = useState(false);

  async function choose(value: string) {
    if (!isLocale(value) || value === current) return;
    const locale: Locale = value;
    setBusy(true);
    try {
      await useLocale.getState().chooseLocale(locale);
      await save.mutateAsync(locale);
      // In the language just chosen.
      toast.success(translate('users.language.saved'));
    } catch (err) {
      toast.error(errorMessage(err, translate('users.language.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormControl component="fieldset" disabled={busy}>
      <FormLabel component="legend">{t('users.language.label')}</FormLabel>
      <RadioGroup row name="locale" value={current} onChange={(e) => void choose(e.target.value)}>
        <FormControlLabel value="en" control={<Radio />} label={t('users.language.en')} lang="en" />
        <FormControlLabel value="ur" control={<Radio />} label={t('users.language.ur')} lang="ur" />
      </RadioGroup>
    </FormControl>
  );
}
