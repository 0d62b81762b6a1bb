import { useI18n } from '@/lib/i18n';
import { InfoPage, H2, P } from './InfoPage';

const PRIVACY_EMAIL = 'privacy@rentwheels.pk';

export function PrivacyPage() {
  const { t, ltr } = useI18n();
  return (
    <InfoPage title={t('pages.privacy.title')} intro={t('pages.privacy.intro')}>
      <H2>{t('pages.privacy.collectTitle')}</H2>
      <P>{t('pages.privacy.collectText')}</P>
      <H2>{t('pages.privacy.useTitle')}</H2>
      <P>{t('pages.privacy.useText')}</P>
      <H2>{t('pages.privacy.whoTitle')}</H2>
      <P>{t('pages.privacy.whoText')}</P>
      <H2>{t('pages.privacy.keepTitle')}</H2>
      <P>{t('pages.privacy.keepText')}</P>
      <H2>{t('pages.privacy.rightsTitle')}</H2>
      <P>{t('pages.privacy.rightsText', { email: ltr(PRIVACY_EMAIL) })}</P>
    </InfoPage>
  );
}
