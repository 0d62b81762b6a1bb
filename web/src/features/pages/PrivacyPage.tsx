import { InfoPage, H2, P } from './InfoPage';

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy Policy" intro="What we collect, why, and the choices you have. Last updated 1 November 2026.">
      <H2>What we collect</H2>
      <P>
        Your name, email address and phone number when you register; the bookings you make or receive; identity documents you
        choose to upload for verification; and technical logs (such as IP address and request times) that keep the service secure.
      </P>
      <H2>How we use it</H2>
      <P>
        To run bookings between customers and vendors, to send booking and account emails, to verify identities, to prevent fraud
        and abuse, and to meet our legal obligations in Pakistan. We do not sell your personal data.
      </P>
      <H2>Who sees it</H2>
      <P>
        A vendor sees the name and contact details of customers who book with them. Logged-in users see vendors' phone numbers.
        Identity documents are visible only to you and to our administrators, through short-lived private links. Payments are
        handled by our payment provider; we never see or store your full card number.
      </P>
      <H2>How long we keep it</H2>
      <P>
        For as long as your account exists. When an account is deleted, its documents are removed and personal details are erased;
        records of past bookings are kept in anonymised form for accounting.
      </P>
      <H2>Your rights</H2>
      <P>
        You can see and correct your details on your profile page, and ask us to delete your account by writing to
        privacy@rentwheels.pk.
      </P>
    </InfoPage>
  );
}
