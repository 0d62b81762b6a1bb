// What the trips feature puts in other features' slots (decision 0052); it has no screens of its own.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { piece, type SlotMap } from '@/lib/slots';

const BookingTripPanel = preloadable<{ bookingId: string; endDate: string }>(() => import('./BookingTripPanel'), 'BookingTripPanel');
const TripPicker = preloadable<SlotMap['booking.form.trip']>(() => import('./TripPicker'), 'TripPicker');
const TripQuoteView = preloadable<SlotMap['booking.form.quote']>(() => import('./TripQuoteView'), 'TripQuoteView');
const TripFilterFields = preloadable<SlotMap['car.filters']>(() => import('./TripFilterFields'), 'TripFilterFields');
const TripTermsPanel = preloadable<{ level: 'service' | 'car'; id: string }>(() => import('./TripTermsPanel'), 'TripTermsPanel');

export const routes: FeatureRoutes = {
  slots: {
    'booking.money': [piece(BookingTripPanel, { order: 10, props: ({ booking }) => ({ bookingId: booking.id, endDate: booking.endDate }) })],
    'booking.form.trip': [piece(TripPicker, { order: 10, space: 56 })],
    'booking.form.quote': [piece(TripQuoteView, { order: 10, space: 24 })],
    'car.filters': [piece(TripFilterFields, { order: 10, space: 56 })],
    'car.settings': [piece(TripTermsPanel, { order: 10, props: ({ carId }) => ({ level: 'car' as const, id: carId }) })],
    'service.settings': [piece(TripTermsPanel, { order: 20, props: ({ serviceId }) => ({ level: 'service' as const, id: serviceId }) })],
  },
};
