// Placeholder: built by the cars feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function EditCarPage() {
  return <PlaceholderPage title="EditCarPage" />;
}
