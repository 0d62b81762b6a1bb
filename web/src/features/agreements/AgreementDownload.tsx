// "Download agreement" on the booking page, once the check-in's rental agreement exists (before
// then the query answers null and nothing is shown).

import { useQuery } from '@tanstack/react-query';
import { Box } from '@mui/material';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { agreementQueries, useDownloadAgreement } from './api';
import { BusyButton } from '@/components/BusyButton';

export function AgreementDownload({ bookingId }: { bookingId: string }) {
  const { t } = useI18n();
  const agreement = useQuery(agreementQueries.booking(bookingId));
  const pdf = useDownloadAgreement(bookingId);
  return (
    <QueryBoundary query={agreement} loading={null} errorText={t('agreements.loadFailed')} empty={null} isEmpty={(made) => made === null}>
      {() => (
        <BusyButton
          variant="outlined"
          busy={pdf.isPending}
          onClick={() => pdf.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, t('agreements.downloadFailed'))) })}
        >
          {t('agreements.download')}
        </BusyButton>
      )}
    </QueryBoundary>
  );
}

/** The download on a booking's page, set apart from the panels above it. */
export function BookingAgreement({ bookingId }: { bookingId: string }) {
  return (
    <Box sx={{ mt: 2 }}>
      <AgreementDownload bookingId={bookingId} />
    </Box>
  );
}
