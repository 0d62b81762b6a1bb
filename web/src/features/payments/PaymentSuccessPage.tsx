// Placeholder: built by the payments feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function PaymentSuccessPage() {
  return <PlaceholderPage title="PaymentSuccessPage" />;
}
