// The home page: hero, recent listings, why choose us.
export const home = {
  'home.heroTitle': 'Find Your Perfect Ride',
  'home.heroText': 'Rent cars from trusted vendors in Lahore, Karachi, Islamabad and beyond. Book by the day, pay securely, drive away.',
  'home.browse': 'Browse Cars',
  'home.heroAlt': 'Illustration of a rental car',
  'home.recent': 'Recent Listings',
  'home.why': 'Why Choose Us',
  'home.reason.premium.title': 'Premium Selection',
  'home.reason.premium.text': 'From city hatchbacks to executive sedans and 4x4s for the northern areas, listed by vetted local vendors.',
  'home.reason.safe.title': 'Safe & Secure',
  'home.reason.safe.text': 'Fully insured vehicles with 24/7 roadside assistance, and payments handled on a secure hosted page.',
  'home.reason.rates.title': 'Best Rates',
  'home.reason.rates.text': 'Competitive pricing with no hidden fees: the daily rate in rupees is the price you pay.',
  'home.noCars': 'No cars are listed yet. Check back soon.',
  'home.perDay': '{price}/day',
  'home.transmission.MANUAL': 'manual',
  'home.transmission.AUTOMATIC': 'automatic',
} as const;
