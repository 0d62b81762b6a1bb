// Placeholder: built by the cars feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function CarsPage() {
  return <PlaceholderPage title="CarsPage" />;
}
