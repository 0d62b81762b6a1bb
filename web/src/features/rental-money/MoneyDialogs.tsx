// The vendor's "record a payment" and "return the deposit" dialogs, and the customer's dispute
// (decision 0034). The server checks every amount; its message is shown as it says it.
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { COUNTER_METHODS, type CounterMethod, type ReceiptKind, type Statement } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAnswerReceipt, useRecordReceipt, useReturnDeposit } from './api';

const outstanding = (s: Statement, kind: ReceiptKind) => (kind === 'balance' ? s.balanceDue : kind === 'deposit' ? s.depositDue : s.chargesDue);

export function RecordDialog({ mode, onClose, statement }: { mode: 'record' | 'return' | null; onClose: () => void; statement: Statement }) {
  const { t } = useI18n();
  const record = useRecordReceipt(statement.bookingId);
  const giveBack = useReturnDeposit(statement.bookingId);
  const [kind, setKind] = useState<ReceiptKind>('balance');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<CounterMethod>('cash');
  const [reference, setReference] = useState('');
  useEffect(() => {
    if (mode === 'return') setAmount(String(statement.depositHeldByVendor));
    else if (mode === 'record') {
      const first: ReceiptKind = statement.balanceDue > 0 ? 'balance' : statement.depositDue > 0 ? 'deposit' : 'charges';
      setKind(first);
      setAmount(String(outstanding(statement, first)));
    }
  }, [mode, statement]);
  const busy = record.isPending || giveBack.isPending;
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    try {
      if (mode === 'return') await giveBack.mutateAsync({ amount: value, method, reference });
      else await record.mutateAsync({ kind, amount: value, method, reference });
      toast.success(t('money.dialog.recorded'));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('money.action.failed')));
    }
  }
  return (
    <Dialog open={mode !== null} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{mode === 'return' ? t('money.action.returnDeposit') : t('money.action.record')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {mode === 'record' && (
              <TextField
                select
                label={t('money.dialog.kind')}
                value={kind}
                onChange={(e) => {
                  const next = e.target.value as ReceiptKind;
                  setKind(next);
                  setAmount(String(outstanding(statement, next)));
                }}
              >
                <MenuItem value="balance">{t('money.dialog.kind.balance')}</MenuItem>
                <MenuItem value="deposit">{t('money.dialog.kind.deposit')}</MenuItem>
                <MenuItem value="charges">{t('money.dialog.kind.charges')}</MenuItem>
              </TextField>
            )}
            <TextField label={t('money.dialog.amount')} value={amount} onChange={(e) => setAmount(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
            <TextField select label={t('money.dialog.method')} value={method} onChange={(e) => setMethod(e.target.value as CounterMethod)}>
              {COUNTER_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {t(`money.method.${m}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t('money.dialog.reference')} value={reference} onChange={(e) => setReference(e.target.value)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('money.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !amount}>
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
  const [comment, setComment] = useState('');
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await answer.mutateAsync({ rowId, answer: 'dispute', comment });
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('money.action.failed')));
    }
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('money.action.dispute')}</DialogTitle>
        <DialogContent>
          <TextField sx={{ mt: 1 }} fullWidth multiline minRows={2} label={t('money.dialog.comment')} value={comment} onChange={(e) => setComment(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('money.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={answer.isPending || !comment.trim()}>
            {t('money.action.dispute')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
