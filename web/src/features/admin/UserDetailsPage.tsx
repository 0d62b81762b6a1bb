// Placeholder: built by the admin feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function UserDetailsPage() {
  return <PlaceholderPage title="UserDetailsPage" />;
}
