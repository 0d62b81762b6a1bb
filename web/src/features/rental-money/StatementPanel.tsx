// A booking's money on its page (decision 0034): what is due now and at pickup, the deposit held
// and its deadline counting down from the return, the ledger's rows with the customer's answers,
// and what the caller may do (from the server's `actions`): pay the rest online, record a payment
// or the deposit's return (vendor), confirm or dispute a record (customer); the charges after the
// trip settled against the deposit and what is owed beyond it, paid online or recorded (0044).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import { MARKETPLACE_TIME_ZONE, msUntil, nowInZone, type MoneyRowAnswer, type Statement } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { MoneyLine } from '@/components/MoneyLine';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { moneyQueries, useAnswerReceipt, usePayBalance } from './api';
import { DisputeDialog, RecordDialog } from './MoneyDialogs';
import { Panel } from '@/components/Panel';

const DAY_MS = 86_400_000;
/** Rows shown as money going back (or out of the deposit). */
const OUTGOING: readonly string[] = ['refund', 'deposit_returned', 'platform_fee', 'deposit_applied'];
const SETTLEMENT_ROWS: readonly string[] = ['charge_settled', 'deposit_applied'];

function DepositDeadline({ statement }: { statement: Statement }) {
  const { t, date } = useI18n();
  if (!statement.depositDeadline || statement.depositHeld <= 0) return null;
  const left = msUntil(statement.depositDeadline, nowInZone(MARKETPLACE_TIME_ZONE));
  return (
    <Typography variant="body2" color={left < 0 ? 'error' : 'text.secondary'} data-testid="deposit-deadline">
      {left < 0
        ? t('money.statement.overdue', { date: date(statement.depositDeadline) })
        : `${t('money.statement.deadline', { date: date(statement.depositDeadline) })} · ${t('money.statement.countdown', { days: Math.floor(left / DAY_MS) })}`}
    </Typography>
  );
}

function Row({ row, bookingId, canAnswer }: { row: MoneyRowAnswer; bookingId: string; canAnswer: boolean }) {
  const { t, price, date } = useI18n();
  const answer = useAnswerReceipt(bookingId);
  const [disputing, setDisputing] = useState(false);
  const confirm = async () => {
    try {
      await answer.mutateAsync({ rowId: row.id, answer: 'confirm' });
    } catch (error) {
      toast.error(errorMessage(error, t('money.action.failed')));
    }
  };
  const signed = OUTGOING.includes(row.kind) ? `− ${price(Math.abs(row.amount))}` : price(row.amount);
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }} data-kind={row.kind}>
      <Typography variant="body2" sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        {t(`money.kind.${row.kind}`)}
        {/* The settlement's own rows move no money by a method; their reference is internal (0044). */}
        {!SETTLEMENT_ROWS.includes(row.kind) && ` · ${t(`money.method.${row.method}`)}${row.reference ? ` · ${row.reference}` : ''}`}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {date(row.createdAt)}
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {signed}
      </Typography>
      {row.kind !== 'platform_fee' && !SETTLEMENT_ROWS.includes(row.kind) && (
        <Link component={RouterLink} to={`/receipts/${bookingId}/${row.id}`} variant="body2">
          {t('money.receipt.link')}
        </Link>
      )}
      {row.state && <Chip size="small" color={row.state === 'disputed' ? 'error' : row.state === 'confirmed' ? 'success' : 'default'} label={t(`money.state.${row.state}`)} />}
      {canAnswer && row.state === 'pending' && (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="contained" onClick={() => void confirm()} disabled={answer.isPending}>
            {t('money.action.confirm')}
          </Button>
          <Button size="small" onClick={() => setDisputing(true)} disabled={answer.isPending}>
            {t('money.action.dispute')}
          </Button>
        </Stack>
      )}
      {row.comment && (
        <Typography variant="caption" color="error" sx={{ flexBasis: '100%' }}>
          {row.comment}
        </Typography>
      )}
      <DisputeDialog open={disputing} onClose={() => setDisputing(false)} bookingId={bookingId} rowId={row.id} />
    </Box>
  );
}

export function StatementPanel({ bookingId }: { bookingId: string }) {
  const { t } = useI18n();
  const statement = useQuery(moneyQueries.statement(bookingId));
  // The panel appears with its figures, as before (nothing is held for it while they load).
  return (
    <QueryBoundary query={statement} loading={null} errorText={t('money.statement.loadFailed')}>
      {(s) => <StatementBody bookingId={bookingId} s={s} />}
    </QueryBoundary>
  );
}

function StatementBody({ bookingId, s }: { bookingId: string; s: Statement }) {
  const { t, price } = useI18n();
  const payBalance = usePayBalance(bookingId);
  const payCharges = usePayBalance(bookingId, 'charges');
  const [dialog, setDialog] = useState<'record' | 'return' | null>(null);
  const line = (label: string, amount: number, strong = false) => <MoneyLine key={label} label={label} amount={amount} strong={strong} />;
  const pay = async (what: typeof payBalance) => {
    try {
      await what.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error, t('money.action.failed')));
    }
  };
  return (
    <Panel titleId="money-title" title={t('money.statement.title')} testId="statement">
      <Box component="dl" sx={{ m: 0 }}>
        {line(t('money.statement.total'), s.total)}
        {line(t('money.statement.paid'), s.rentPaid)}
        {s.dueNow > 0 && line(t('money.statement.dueNow'), s.dueNow, true)}
        {s.dueAtPickup > 0 && line(t('money.statement.dueAtPickup'), s.dueAtPickup, true)}
        {s.depositHeld > 0 && line(t('money.statement.depositHeld'), s.depositHeld)}
        {s.chargesSettled > 0 && line(t('money.statement.chargesSettled'), s.chargesSettled)}
        {s.depositApplied > 0 && line(t('money.statement.depositApplied'), s.depositApplied)}
        {s.chargesPaid > 0 && line(t('money.statement.chargesPaid'), s.chargesPaid)}
        {s.chargesDue > 0 && line(t('money.statement.chargesDue'), s.chargesDue, true)}
        {s.platformFee !== null && line(t('money.statement.fee'), s.platformFee)}
        {s.vendorOwes !== null && s.vendorOwes > 0 && line(t('money.statement.owes'), s.vendorOwes)}
        {s.vendorEarned !== null && line(t('money.statement.earned'), s.vendorEarned, true)}
      </Box>
      <DepositDeadline statement={s} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5 }}>
        {t('money.statement.rows')}
      </Typography>
      {s.rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('money.statement.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {s.rows.map((row) => (
            <Row key={row.id} row={row} bookingId={bookingId} canAnswer={s.actions.includes('answer-receipt')} />
          ))}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        {s.actions.includes('pay-balance') && (
          <Button variant="contained" onClick={() => void pay(payBalance)} disabled={payBalance.isPending}>
            {t('money.action.payBalance', { price: price(s.dueAtPickup) })}
          </Button>
        )}
        {s.actions.includes('pay-charges') && (
          <Button variant="contained" onClick={() => void pay(payCharges)} disabled={payCharges.isPending}>
            {t('money.action.payCharges', { price: price(s.chargesDue) })}
          </Button>
        )}
        {s.actions.includes('record-charges') && !s.actions.includes('record-receipt') && (
          <Button variant="contained" onClick={() => setDialog('record')}>
            {t('money.action.recordCharges')}
          </Button>
        )}
        {s.actions.includes('record-receipt') && (
          <Button variant="contained" onClick={() => setDialog('record')}>
            {t('money.action.record')}
          </Button>
        )}
        {s.actions.includes('return-deposit') && (
          <Button variant="outlined" onClick={() => setDialog('return')}>
            {t('money.action.returnDeposit')}
          </Button>
        )}
      </Stack>
      <RecordDialog mode={dialog} onClose={() => setDialog(null)} statement={s} />
    </Panel>
  );
}
