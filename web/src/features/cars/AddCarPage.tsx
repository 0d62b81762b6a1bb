// Placeholder: built by the cars feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function AddCarPage() {
  return <PlaceholderPage title="AddCarPage" />;
}
