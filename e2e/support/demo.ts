// The demo accounts loaded by the seed (server/src/seed/demo.ts).
export const DEMO_PASSWORD = 'RentWheels-demo-2026';
export const DEMO = {
  admin: 'admin@rentwheels.pk',
  customer: 'ayesha.khan@example.pk',
  vendorLahore: 'lahore.motors@example.pk',
  vendorKarachi: 'karachi.drive@example.pk',
  vendorIslamabad: 'capital.rentals@example.pk',
};
