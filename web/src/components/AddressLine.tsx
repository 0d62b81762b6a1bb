// The one way an address is written: its parts in order, empty ones left out, joined with the
// language's comma ("7 Canal Road, Lahore" / "7 Canal Road، Lahore"), or one part per line.
import { Box, Typography, type TypographyProps } from '@mui/material';
import { useI18n } from '@/lib/i18n';

export interface PostalAddress {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** `full`: every part; `short`: the street and the city, as a card shows it. */
export type AddressForm = 'full' | 'short';

export function addressParts(address: PostalAddress, form: AddressForm = 'full'): string[] {
  const parts = form === 'short' ? [address.addressLine1, address.city] : [address.addressLine1, address.addressLine2, address.city, address.state, address.postalCode, address.country];
  return parts.map((p) => p?.trim()).filter((p): p is string => !!p);
}

export const addressSeparator = (locale: string) => (locale === 'ur' ? '، ' : ', ');

interface Props extends Omit<TypographyProps, 'children'> {
  address: PostalAddress;
  form?: AddressForm;
  /** One part per line (a details page) instead of one line. */
  lines?: boolean;
}

export function AddressLine({ address, form = 'full', lines = false, ...typography }: Props) {
  const { locale } = useI18n();
  const parts = addressParts(address, form);
  if (!parts.length) return null;
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {lines ? parts.map((line, i) => <Typography key={i} {...typography}>{line}</Typography>) : <Typography {...typography}>{parts.join(addressSeparator(locale))}</Typography>}
    </Box>
  );
}
