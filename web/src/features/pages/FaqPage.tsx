import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useT, type MessageKey } from '@/lib/i18n';
import { InfoPage } from './InfoPage';

const FAQS: Array<[MessageKey, MessageKey]> = [
  ['pages.faq.book.q', 'pages.faq.book.a'],
  ['pages.faq.pay.q', 'pages.faq.pay.a'],
  ['pages.faq.price.q', 'pages.faq.price.a'],
  ['pages.faq.documents.q', 'pages.faq.documents.a'],
  ['pages.faq.cancel.q', 'pages.faq.cancel.a'],
  ['pages.faq.fuel.q', 'pages.faq.fuel.a'],
  ['pages.faq.driver.q', 'pages.faq.driver.a'],
  ['pages.faq.vendor.q', 'pages.faq.vendor.a'],
];

export function FaqPage() {
  const t = useT();
  return (
    <InfoPage title={t('pages.faq.title')} intro={t('pages.faq.intro')}>
      {FAQS.map(([q, a], i) => (
        <Accordion key={q} disableGutters defaultExpanded={i === 0}>
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-${i}-content`} id={`faq-${i}-header`}>
            <Typography component="h2" sx={{ fontWeight: 600 }}>{t(q)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{t(a)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </InfoPage>
  );
}
