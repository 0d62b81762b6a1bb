// The account's language: switches this device at once and saves it on the account, so sign-in
// elsewhere and the emails follow it.
import { useMutation } from '@tanstack/react-query';
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
  // This device switches first (the catalog loads), then the account keeps the choice.
  const choice = useMutation({
    mutationFn: async (locale: Locale) => {
      await useLocale.getState().chooseLocale(locale);
      await save.mutateAsync(locale);
    },
    // In the language just chosen.
    onSuccess: () => toast.success(translate('users.language.saved')),
    onError: (err) => toast.error(errorMessage(err, translate('users.language.failed'))),
  });

  function choose(value: string) {
    if (!isLocale(value) || value === current) return;
    choice.mutate(value);
  }

  return (
    <FormControl component="fieldset" disabled={choice.isPending}>
      <FormLabel component="legend">{t('users.language.label')}</FormLabel>
      <RadioGroup row name="locale" value={current} onChange={(e) => choose(e.target.value)}>
        <FormControlLabel value="en" control={<Radio />} label={t('users.language.en')} lang="en" />
        <FormControlLabel value="ur" control={<Radio />} label={t('users.language.ur')} lang="ur" />
      </RadioGroup>
    </FormControl>
  );
}
