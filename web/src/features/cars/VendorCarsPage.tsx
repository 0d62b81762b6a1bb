// Placeholder: built by the cars feature.
import { PlaceholderPage } from '@/components/PlaceholderPage';

export function VendorCarsPage() {
  return <PlaceholderPage title="VendorCarsPage" />;
}
