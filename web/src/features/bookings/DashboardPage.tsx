// Placeholder: built by the bookings feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function DashboardPage() {
  return <PlaceholderPage title="DashboardPage" />;
}
