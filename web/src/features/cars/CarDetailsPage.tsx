// Placeholder: built by the cars feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function CarDetailsPage() {
  return <PlaceholderPage title="CarDetailsPage" />;
}
