// The identity feature's surface for other features: the facts a booking or a handover checks.
export { identityFacts, type IdentityFacts } from './queries.js';
export { assertIdentityAllowsBooking } from './booking-rule.js';
export { seedApprovedIdentity } from './demo.js';
