// The vendor's "record a payment" and "return the deposit" dialogs, and the customer's dispute
// (decision 0034), checked with the shared schemas before sending; the server checks every amount
// again and its refusal shows under the field it names, or above the fields.
import { useEffect } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { COUNTER_METHODS, counterMoneyFormSchema, moneyDisputeInputSchema, type CounterMethod, type ReceiptKind, type Statement } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { useAnswerReceipt, useRecordReceipt, useReturnDeposit } from './api';

const outstanding = (s: Statement, kind: ReceiptKind) => (kind === 'balance' ? s.balanceDue : kind === 'deposit' ? s.depositDue : s.chargesDue);

export function RecordDialog({ mode, onClose, statement }: { mode: 'record' | 'return' | null; onClose: () => void; statement: Statement }) {
  const { t } = useI18n();
  const record = useRecordReceipt(statement.bookingId);
  const giveBack = useReturnDeposit(statement.bookingId);
  const form = useZodForm(counterMoneyFormSchema, { kind: 'balance' as ReceiptKind, amount: '', method: 'cash' as CounterMethod, reference: '' });
  const { values, set } = form;
  useEffect(() => {
    if (mode === 'return') form.reset({ kind: 'balance', amount: String(statement.depositHeldByVendor), method: 'cash', reference: '' });
    else if (mode === 'record') {
      const first: ReceiptKind = statement.balanceDue > 0 ? 'balance' : statement.depositDue > 0 ? 'deposit' : 'charges';
      form.reset({ kind: first, amount: String(outstanding(statement, first)), method: 'cash', reference: '' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, statement]);
  const busy = record.isPending || giveBack.isPending;
  const submit = form.submit(async ({ kind, amount, method, reference }) => {
    if (mode === 'return') await giveBack.mutateAsync({ amount, method, reference });
    else await record.mutateAsync({ kind, amount, method, reference });
    toast.success(t('money.dialog.recorded'));
    onClose();
  }, t('money.action.failed'));
  return (
    <Dialog open={mode !== null} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{mode === 'return' ? t('money.action.returnDeposit') : t('money.action.record')}</DialogTitle>
        <DialogContent>
          {form.formError && <Alert severity="error" sx={{ mt: 1 }}>{form.formError}</Alert>}
          <Stack spacing={2} sx={{ mt: 1 }}>
            {mode === 'record' && (
              <TextField
                select
                label={t('money.dialog.kind')}
                value={values.kind}
                onChange={(e) => {
                  const next = e.target.value as ReceiptKind;
                  set('kind', next);
                  set('amount', String(outstanding(statement, next)));
                }}
              >
                <MenuItem value="balance">{t('money.dialog.kind.balance')}</MenuItem>
                <MenuItem value="deposit">{t('money.dialog.kind.deposit')}</MenuItem>
                <MenuItem value="charges">{t('money.dialog.kind.charges')}</MenuItem>
              </TextField>
            )}
            <TextField label={t('money.dialog.amount')} {...form.field('amount')} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
            <TextField select label={t('money.dialog.method')} value={values.method} onChange={(e) => set('method', e.target.value as CounterMethod)}>
              {COUNTER_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {t(`money.method.${m}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t('money.dialog.reference')} {...form.field('reference')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('money.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('money.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function DisputeDialog({ open, onClose, bookingId, rowId }: { open: boolean; onClose: () => void; bookingId: string; rowId: string }) {
  const { t } = useI18n();
  const answer = useAnswerReceipt(bookingId);
  const form = useZodForm(moneyDisputeInputSchema, { comment: '' });
  const submit = form.submit(async ({ comment }) => {
    await answer.mutateAsync({ rowId, answer: 'dispute', comment });
    onClose();
  }, t('money.action.failed'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('money.action.dispute')}</DialogTitle>
        <DialogContent>
          {form.formError && <Alert severity="error" sx={{ mt: 1 }}>{form.formError}</Alert>}
          <TextField sx={{ mt: 1 }} fullWidth multiline minRows={2} label={t('money.dialog.comment')} {...form.field('comment')} disabled={answer.isPending} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('money.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={answer.isPending}>
            {t('money.action.dispute')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
