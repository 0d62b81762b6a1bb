// The forms of the charges panel and the admins' screen (decisions 0043 and 0044), each checked
// with the schema the server checks with (`useZodForm`): the vendor adds a charge with a receipt
// photo or lowers one, the renter disputes with a comment, an amount and a photo, an admin decides
// an amount with a written reason.
import { useState, type ChangeEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { CHARGE_KINDS, numberFromText, chargeDecisionSchema, claimDecisionSchema, chargeDisputeSchema, chargeInputSchema, moneyDecisionInputSchema, type Charge, type ChargeKind } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { useAddCharge, useDecideCharge, useDecideMoney, useDisputeCharge } from './api';
import { useDecideClaim } from '@/features/claims/api';
import { FileButton } from '@/components/FileButton';

type Amount = number | '';
// An amount in either script (an Urdu keyboard types ۰–۹), as the number the schema checks.
const asAmount = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): Amount => (event.target.value.trim() === '' ? '' : numberFromText(event.target.value));
const numeric = { htmlInput: { inputMode: 'numeric' as const, dir: 'ltr' } };

function PhotoInput({ onPick, label }: { onPick: (file: File | null) => void; label: string }) {
  const [name, setName] = useState('');
  return (
    <FileButton
      variant="outlined"
      accept="image/*"
      capture="environment"
      onFile={(file) => {
        setName(file?.name ?? '');
        onPick(file ?? null);
      }}
    >
      {name || label}
    </FileButton>
  );
}

/** The vendor adds a charge (`replaces` absent), or lowers or drops a standing one. */
export function ChargeDialog({ bookingId, replaces, open, onClose }: { bookingId: string; replaces: Charge | null; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const add = useAddCharge(bookingId);
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useZodForm(chargeInputSchema, {
    kind: (replaces?.kind ?? 'toll') as ChargeKind,
    amount: (replaces ? replaces.amount : '') as Amount,
    note: replaces?.note ?? '',
    ...(replaces ? { replacesId: replaces.id } : {}),
  });
  const submit = form.submit(async (input) => {
    await add.mutateAsync({ input, photo });
    toast.success(t('charges.action.save'));
    onClose();
  }, t('charges.action.failed'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{replaces ? t('charges.action.lower') : t('charges.action.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {form.formError && <Alert severity="error">{form.formError}</Alert>}
            <TextField select label={t('charges.form.kind')} {...form.field('kind')} disabled={!!replaces}>
              {CHARGE_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`charges.kind.${k}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={replaces ? t('charges.form.newAmount') : t('charges.form.amount')}
              {...form.field('amount')}
              onChange={(e) => form.set('amount', asAmount(e))}
              slotProps={numeric}
            />
            <TextField label={t('charges.form.note')} {...form.field('note')} multiline minRows={2} />
            {!replaces && <PhotoInput onPick={setPhoto} label={t('charges.form.photo')} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('charges.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('charges.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The renter disputes a charge: what is wrong, the amount they would accept, a photo. */
export function DisputeChargeDialog({ bookingId, charge, onClose }: { bookingId: string; charge: Charge; onClose: () => void }) {
  const { t } = useI18n();
  const dispute = useDisputeCharge(bookingId);
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useZodForm(chargeDisputeSchema, { comment: '', counterAmount: undefined as Amount | undefined });
  const submit = form.submit(async (input) => {
    await dispute.mutateAsync({ chargeId: charge.id, input, photo });
    onClose();
  }, t('charges.action.failed'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('charges.action.dispute')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {form.formError && <Alert severity="error">{form.formError}</Alert>}
            <TextField label={t('charges.form.comment')} {...form.field('comment')} multiline minRows={2} />
            <TextField
              label={t('charges.form.counter')}
              {...form.field('counterAmount')}
              value={form.values.counterAmount ?? ''}
              onChange={(e) => {
                const value = asAmount(e);
                form.set('counterAmount', value === '' ? undefined : value);
              }}
              slotProps={numeric}
            />
            <PhotoInput onPick={setPhoto} label={t('charges.action.photo')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('charges.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={dispute.isPending}>
            {t('charges.action.dispute')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** An admin decides a charge (`chargeId`), a damage claim (`claimId`) or a payment record (`rowId`): an amount and a written reason. */
export function DecideForm({ target, amount, onDone }: { target: { chargeId: string } | { claimId: string } | { rowId: string }; amount: number; onDone?: () => void }) {
  const { t, price } = useI18n();
  const decideCharge = useDecideCharge();
  const decideClaim = useDecideClaim();
  const decideMoney = useDecideMoney();
  const isCharge = !('rowId' in target);
  const form = useZodForm('claimId' in target ? claimDecisionSchema : isCharge ? chargeDecisionSchema : moneyDecisionInputSchema, { amount: amount as Amount, reason: '' });
  const submit = form.submit(async (input) => {
    if ('chargeId' in target) await decideCharge.mutateAsync({ chargeId: target.chargeId, input });
    else if ('claimId' in target) await decideClaim.mutateAsync({ claimId: target.claimId, input });
    else await decideMoney.mutateAsync({ rowId: target.rowId, input });
    toast.success(t('charges.admin.decidedToast'));
    onDone?.();
  }, t('charges.action.failed'));
  const busy = decideCharge.isPending || decideClaim.isPending || decideMoney.isPending;
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1.5} sx={{ mt: 1 }}>
      {form.formError && <Alert severity="error">{form.formError}</Alert>}
      <TextField
        size="small"
        label={isCharge ? t('charges.form.amount') : t('charges.admin.moneyAmount')}
        {...form.field('amount')}
        onChange={(e) => form.set('amount', asAmount(e))}
        slotProps={numeric}
      />
      <TextField size="small" label={t('charges.form.reason')} {...form.field('reason')} multiline minRows={2} />
      <Typography variant="caption" color="text.secondary">
        {t('charges.admin.final')}
      </Typography>
      <Button type="submit" variant="contained" disabled={busy}>
        {t('charges.form.decided', { amount: typeof form.values.amount === 'number' ? price(form.values.amount) : '—' })}
      </Button>
    </Stack>
  );
}
