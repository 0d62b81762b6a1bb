// The bookings feature's surface for other features (besides service.ts, queries.ts, policy.ts
// and presenter.ts): the lifecycle table and the one writer of booking status changes.
export { availableActions, decideTransition, TRANSITIONS, type BookingAction, type BookingParty } from './lifecycle.js';
export { applyTransition, lockCar, type BookingRow, type TransitionInput, type TransitionResult } from './transitions.js';
export { declineOpenRequests, declineRequestsOver } from './catalog-removal.js';
export { EXPIRY_CRON, EXPIRY_QUEUE, expireWaitingBookings } from './expiry.js';
