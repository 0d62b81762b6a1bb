import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { faqEntries } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { InfoPage } from './InfoPage';

// The answers come with the rules' own figures (shared/src/faq.ts, decision 0046).
const FAQS = faqEntries();

export function FaqPage() {
  const { t, say } = useI18n();
  return (
    <InfoPage title={t('pages.faq.title')} intro={t('pages.faq.intro')}>
      {FAQS.map(({ topic, question, answer }, i) => (
        // The summary's own heading is the question's h2 (MUI wraps it in an h3 by default).
        <Accordion key={topic} disableGutters defaultExpanded={i === 0} slotProps={{ heading: { component: 'h2' } }}>
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-${topic}-content`} id={`faq-${topic}-header`}>
            <Typography component="span" sx={{ fontWeight: 600 }}>{say(question)}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${topic}-content`}>
            <Stack spacing={1.5}>
              {answer.map((paragraph, j) => (
                <Typography key={`${paragraph.key}-${j}`} color="text.secondary">{say(paragraph)}</Typography>
              ))}
            </Stack>
          </AccordionDetails>
        </Accordion>
      ))}
    </InfoPage>
  );
}
