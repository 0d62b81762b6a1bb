import { useT } from '@/lib/i18n';
import { InfoPage, H2, P } from './InfoPage';

export function TermsPage() {
  const t = useT();
  return (
    <InfoPage title={t('pages.terms.title')} intro={t('pages.terms.intro')}>
      <H2>{t('pages.terms.marketplaceTitle')}</H2>
      <P>{t('pages.terms.marketplaceText')}</P>
      <H2>{t('pages.terms.accountsTitle')}</H2>
      <P>{t('pages.terms.accountsText')}</P>
      <H2>{t('pages.terms.bookingsTitle')}</H2>
      <P>{t('pages.terms.bookingsText')}</P>
      <H2>{t('pages.terms.cancelTitle')}</H2>
      <P>{t('pages.terms.cancelText')}</P>
      <H2>{t('pages.terms.vendorsTitle')}</H2>
      <P>{t('pages.terms.vendorsText')}</P>
      <H2>{t('pages.terms.liabilityTitle')}</H2>
      <P>{t('pages.terms.liabilityText')}</P>
      <H2>{t('pages.terms.lawTitle')}</H2>
      <P>{t('pages.terms.lawText')}</P>
    </InfoPage>
  );
}
