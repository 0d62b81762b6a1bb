import { InfoPage, H2, P } from './InfoPage';

export function TermsPage() {
  return (
    <InfoPage title="Terms of Service" intro="The rules for using RentWheels. Last updated 1 November 2026.">
      <H2>1. The marketplace</H2>
      <P>
        RentWheels is a marketplace. Each rental is a contract between the customer and the vendor who owns the car; RentWheels
        provides the platform, payment handling and support.
      </P>
      <H2>2. Accounts</H2>
      <P>
        You must be at least 18 years old, give accurate details and keep your password secret. A driver must hold a valid
        Pakistani or international driving licence.
      </P>
      <H2>3. Bookings and prices</H2>
      <P>
        Prices are per day in Pakistani rupees (PKR). A booking's total is the number of days between pick-up and return, rounded
        up to whole days, times the daily rate. A booking is confirmed once it is paid or once the vendor marks it complete.
      </P>
      <H2>4. Cancellations and refunds</H2>
      <P>
        A customer may cancel a request that is pending or accepted and not yet paid, at no cost. If a vendor cancels a paid
        booking, the full amount is refunded to the original payment method.
      </P>
      <H2>5. Vendors</H2>
      <P>
        Vendors must list only cars they are entitled to rent out, keep them roadworthy, registered and insured as stated, and
        honour accepted bookings.
      </P>
      <H2>6. Liability</H2>
      <P>
        The vendor is responsible for the car and the customer for its use during the rental. Nothing in these terms limits
        rights that cannot be limited under the laws of Pakistan.
      </P>
      <H2>7. Governing law</H2>
      <P>These terms are governed by the laws of Pakistan; the courts of Lahore have jurisdiction.</P>
    </InfoPage>
  );
}
