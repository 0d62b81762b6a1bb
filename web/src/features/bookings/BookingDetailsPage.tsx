// Placeholder: built by the bookings feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function BookingDetailsPage() {
  return <PlaceholderPage title="BookingDetailsPage" />;
}
