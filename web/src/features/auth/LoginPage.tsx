// Placeholder: built by the auth feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function LoginPage() {
  return <PlaceholderPage title="LoginPage" />;
}
