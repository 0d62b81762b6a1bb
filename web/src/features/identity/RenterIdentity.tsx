// What the vendor of a confirmed booking sees of the renter's identity (issue 33): the CNIC number
// and the licence number and expiry with their statuses, never the photos. The server decides who
// may read it; before confirmation it answers 404 and nothing is shown.
import { useQuery } from '@tanstack/react-query';
import { Chip, Stack, Typography } from '@mui/material';
import type { IdentityForVendor, IdentityStatus } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { api } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { identityKeys } from './api';

const COLOR = { MISSING: 'default', PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

export function RenterIdentity({ customerId }: { customerId: string }) {
  const query = useQuery({
    queryKey: [...identityKeys.ofUser(customerId), 'vendor'],
    queryFn: () => api.get<IdentityForVendor>(`/identity/users/${customerId}`),
    retry: false,
  });
  // A refusal is the server's "not yours to see yet": nothing is shown, as while loading.
  return (
    <QueryBoundary query={query} loading={null} errorView={() => null}>
      {(data) => <Details data={data} />}
    </QueryBoundary>
  );
}

function Details({ data }: { data: IdentityForVendor }) {
  const { t, ltr } = useI18n();
  const line = (label: string, value: string | null, status: IdentityStatus) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography>{value ? ltr(value) : '—'}</Typography>
      <Chip size="small" color={COLOR[status]} label={t(`identity.status.${status}`)} />
    </Stack>
  );
  return (
    <Stack data-testid="renter-identity">
      {line(t('identity.field.cnic'), data.cnic, data.cnicStatus)}
      {line(t('identity.field.licenceNumber'), data.licenceNumber, data.licenceStatus)}
      {data.licenceExpiry && (
        <Typography variant="body2" color="text.secondary">
          {t('identity.field.licenceExpiry')}: {ltr(data.licenceExpiry)}
        </Typography>
      )}
    </Stack>
  );
}
