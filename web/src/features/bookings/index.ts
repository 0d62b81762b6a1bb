export { BookingsPage, type BookingsNavigationState } from './BookingsPage';
export { BookingDetailsPage } from './BookingDetailsPage';
export { DashboardPage } from './DashboardPage';
export { BookCarForm } from './BookCarForm';
export { useBookingsQuery, bookingKeys } from './queries';
