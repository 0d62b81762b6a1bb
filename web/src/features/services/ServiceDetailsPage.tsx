// Placeholder: built by the services feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function ServiceDetailsPage() {
  return <PlaceholderPage title="ServiceDetailsPage" />;
}
