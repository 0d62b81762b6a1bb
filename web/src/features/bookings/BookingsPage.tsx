// Placeholder: built by the bookings feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function BookingsPage() {
  return <PlaceholderPage title="BookingsPage" />;
}
