// English / اردو: switches the language on this device and, when signed in, on the account, so
// emails and notifications follow it too. In the header on phones it is an icon (named by the
// language it switches to); in the drawer and on wider screens a labelled button.
import { Button, IconButton } from '@mui/material';
import Translate from '@mui/icons-material/Translate';
import { api } from '@/lib/api';
import { useI18n, useLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';

export function LanguageSwitch({ variant = 'header' }: { variant?: 'header' | 'drawer' }) {
  const { t, locale } = useI18n();
  const chooseLocale = useLocale((s) => s.chooseLocale);
  const signedIn = useSession((s) => s.isAuthenticated);
  const next = locale === 'en' ? 'ur' : 'en';
  const label = t('layout.language.switchTo');
  const onClick = async () => {
    await chooseLocale(next);
    if (signedIn) void api.put('/users/profile', { locale: next }).catch(() => undefined);
  };
  if (variant === 'drawer') {
    return (
      <Button onClick={onClick} startIcon={<Translate />} lang={next} title={t('layout.language.switchToLabel')} sx={{ justifyContent: 'flex-start', mx: 1 }}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <IconButton color="inherit" onClick={onClick} aria-label={label} lang={next} title={t('layout.language.switchToLabel')} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
        <Translate />
      </IconButton>
      <Button color="inherit" onClick={onClick} startIcon={<Translate />} lang={next} title={t('layout.language.switchToLabel')} sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0 }}>
        {label}
      </Button>
    </>
  );
}
