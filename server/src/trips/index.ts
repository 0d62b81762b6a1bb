// The trips feature's surface for other features (besides service.ts, queries.ts, presenter.ts).
export { assessTrip, loadCarForTrip, priceTrip, type CarForTrip, type TripAssessment } from './queries.js';
export { modeOf, payableExtension, settleExtensionPayment } from './service.js';
export type { ExtensionEvent } from './events.js';
