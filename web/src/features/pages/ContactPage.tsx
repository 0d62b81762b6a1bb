import type { ReactElement } from 'react';
import { Card, CardContent, Grid, Link, Typography } from '@mui/material';
import MailOutline from '@mui/icons-material/MailOutline';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import { useT, type MessageKey } from '@/lib/i18n';
import { InfoPage, H2, P } from './InfoPage';

const EMAIL = 'support@rentwheels.pk';
const PHONE = '+92 42 111 222 333';

const CHANNELS: Array<{ icon: ReactElement; title: MessageKey; note: MessageKey; body: (t: (key: MessageKey) => string) => ReactElement }> = [
  { icon: <MailOutline />, title: 'pages.contact.email', body: () => <Link href={`mailto:${EMAIL}`} dir="ltr">{EMAIL}</Link>, note: 'pages.contact.emailNote' },
  { icon: <Phone />, title: 'pages.contact.phone', body: () => <Link href="tel:+924211122233" dir="ltr">{PHONE}</Link>, note: 'pages.contact.phoneNote' },
  { icon: <Place />, title: 'pages.contact.office', body: (t) => <span>{t('pages.contact.officeAddress')}</span>, note: 'pages.contact.officeNote' },
];

export function ContactPage() {
  const t = useT();
  return (
    <InfoPage title={t('pages.contact.title')} intro={t('pages.contact.intro')}>
      <Grid container spacing={2}>
        {CHANNELS.map((c) => (
          <Grid key={c.title} size={{ xs: 12, sm: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography color="primary" component="div">{c.icon}</Typography>
                <Typography variant="h6" component="h2" sx={{ mt: '0 !important' }}>{t(c.title)}</Typography>
                <Typography sx={{ mt: 1, wordBreak: 'break-word' }}>{c.body(t)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t(c.note)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <H2>{t('pages.contact.bookingTitle')}</H2>
      <P>{t('pages.contact.bookingText')}</P>
      <H2>{t('pages.contact.emergencyTitle')}</H2>
      <P>{t('pages.contact.emergencyText')}</P>
    </InfoPage>
  );
}
