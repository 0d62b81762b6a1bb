// Placeholder: built by the auth feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function RegisterPage() {
  return <PlaceholderPage title="RegisterPage" />;
}
