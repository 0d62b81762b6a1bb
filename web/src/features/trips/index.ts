// The trips feature's public face (decision 0031).
export { TripPicker } from './TripPicker';
export { TripQuoteView } from './TripQuoteView';
export { TripTermsPanel } from './TripTermsPanel';
export { BookingTripPanel } from './BookingTripPanel';
export { TripFilterFields } from './TripFilterFields';
