// Placeholder: built by the admin feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function UsersPage() {
  return <PlaceholderPage title="UsersPage" />;
}
