// Placeholder: built by the users feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function ProfilePage() {
  return <PlaceholderPage title="ProfilePage" />;
}
