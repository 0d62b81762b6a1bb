import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { InfoPage } from './InfoPage';

const FAQS = [
  ['How do I book a car?', 'Open a car, choose your start and end dates and times, add any notes for the vendor and press Book Now. The vendor then accepts your request, declines it, or suggests changes. You will be notified either way.'],
  ['When do I pay?', 'Only after the vendor accepts. Press Pay Now on the booking to pay on a secure hosted payment page; your booking is confirmed as soon as the payment succeeds. Some vendors also accept payment at pick-up and confirm the booking themselves.'],
  ['How is the price calculated?', 'By whole days: the time between pick-up and return, rounded up to full days, times the daily rate. Two days and one hour is charged as three days. There are no hidden fees.'],
  ['What documents do I need?', 'A valid CNIC (or passport for foreign nationals) and a valid driving licence. You can upload an ID document to your profile so that vendors can see it has been verified.'],
  ['Can I cancel a booking?', 'Yes. You can cancel a request while it is pending or accepted and not yet paid. For a paid booking, contact the vendor: if the vendor cancels, your payment is refunded in full.'],
  ['Is fuel included?', 'Cars are handed over with a full tank and should be returned the same way, unless the vendor says otherwise in the listing.'],
  ['Can I rent a car with a driver?', 'Many vendors offer a driver on request. Ask in the notes of your booking request or call the vendor from the service page once you are logged in.'],
  ['I run a rent-a-car business. How do I list my cars?', 'Register and tick "I want to register as a vendor" (or switch to Vendor mode from your account menu), add your service location, then add your cars with photos.'],
];

export function FaqPage() {
  return (
    <InfoPage title="FAQ" intro="Answers to the questions we hear most often.">
      {FAQS.map(([q, a], i) => (
        <Accordion key={q} disableGutters defaultExpanded={i === 0}>
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`faq-${i}-content`} id={`faq-${i}-header`}>
            <Typography component="h2" sx={{ fontWeight: 600 }}>{q}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </InfoPage>
  );
}
