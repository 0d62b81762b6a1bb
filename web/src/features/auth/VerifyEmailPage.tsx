// Placeholder: built by the auth feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function VerifyEmailPage() {
  return <PlaceholderPage title="VerifyEmailPage" />;
}
