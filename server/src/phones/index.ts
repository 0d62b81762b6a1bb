// The phones feature's surface for other features.
export { assertPhoneAllowsBooking } from './queries.js';
