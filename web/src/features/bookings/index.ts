export { BookingsPage, type BookingsNavigationState } from './BookingsPage';
export { BookingDetailsPage } from './BookingDetailsPage';
export { BookCarForm } from './BookCarForm';
