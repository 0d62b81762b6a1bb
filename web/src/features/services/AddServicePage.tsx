// Placeholder: built by the services feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function AddServicePage() {
  return <PlaceholderPage title="AddServicePage" />;
}
