// A piece's review status as a chip, with the rejection's reason beside it.
import { Chip, Stack, Typography } from '@mui/material';
import type { IdentityAnswer, IdentityPiece } from '@carrental/shared';
import { useT } from '@/lib/i18n';

const COLOR = { MISSING: 'default', PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

export function PieceStatus({ piece, state }: { piece: IdentityPiece; state: IdentityAnswer['pieces'][IdentityPiece] }) {
  const t = useT();
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span">{t(`identity.piece.${piece}`)}</Typography>
        <Chip size="small" color={COLOR[state.status]} label={t(`identity.status.${state.status}`)} data-testid={`identity-status-${piece}`} />
      </Stack>
      {state.status === 'REJECTED' && state.reason && (
        <Typography variant="body2" color="error">
          {t('identity.reasonLine', { reason: t(`identity.reason.${state.reason}`) })}
        </Typography>
      )}
    </Stack>
  );
}
