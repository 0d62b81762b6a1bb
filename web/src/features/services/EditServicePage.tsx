// Placeholder: built by the services feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function EditServicePage() {
  return <PlaceholderPage title="EditServicePage" />;
}
