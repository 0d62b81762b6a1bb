// Placeholder: built by the services feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function ServicesPage() {
  return <PlaceholderPage title="ServicesPage" />;
}
