// The booking forms' schemas (the booking and the vendor's suggestion), loaded by each form when it
// is first used: a car's page, drawn for visitors on a phone, and the bookings list do not load the
// schema library (decision 0027).
export { bookCarFormSchema, suggestChangesFormSchema } from '@carrental/shared';
