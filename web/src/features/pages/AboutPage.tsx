import { InfoPage, H2, P } from './InfoPage';

export function AboutPage() {
  return (
    <InfoPage title="About Us" intro="RentWheels connects people who need a car with the rent-a-car businesses they can trust, in cities across Pakistan.">
      <H2>Why we started</H2>
      <P>
        Renting a car in Pakistan has long meant phone calls, uncertain prices and cash deposits. We built RentWheels so that you
        can compare real cars from real local vendors, see the daily rate in rupees up front, and book in a few minutes.
      </P>
      <H2>How it works</H2>
      <P>
        Vendors list their rental locations and the cars available at each. You search by city, price, make or dates, send a
        booking request, and the vendor accepts it, declines it, or suggests another car or other dates. Once accepted, you pay
        on a secure hosted payment page and your booking is confirmed.
      </P>
      <H2>Our vendors</H2>
      <P>
        Every vendor on RentWheels is a registered business with a physical office. We check identity documents, and customers'
        bookings and feedback keep standards high. Many vendors offer a driver on request, airport pick-ups and long-term rates.
      </P>
      <H2>Where we operate</H2>
      <P>
        We started in Lahore, Karachi and Islamabad and are growing to Rawalpindi, Faisalabad, Multan, Peshawar and the northern
        areas. RentWheels is based in Lahore.
      </P>
    </InfoPage>
  );
}
