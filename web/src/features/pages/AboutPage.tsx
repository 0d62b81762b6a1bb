import { useT } from '@/lib/i18n';
import { InfoPage, H2, P } from './InfoPage';

export function AboutPage() {
  const t = useT();
  return (
    <InfoPage title={t('pages.about.title')} intro={t('pages.about.intro')}>
      <H2>{t('pages.about.whyTitle')}</H2>
      <P>{t('pages.about.whyText')}</P>
      <H2>{t('pages.about.howTitle')}</H2>
      <P>{t('pages.about.howText')}</P>
      <H2>{t('pages.about.vendorsTitle')}</H2>
      <P>{t('pages.about.vendorsText')}</P>
      <H2>{t('pages.about.whereTitle')}</H2>
      <P>{t('pages.about.whereText')}</P>
    </InfoPage>
  );
}
