export { BookingsPage } from './BookingsPage';
export { BookingDetailsPage } from './BookingDetailsPage';
export { DashboardPage } from './DashboardPage';
export { BookCarForm } from './BookCarForm';
