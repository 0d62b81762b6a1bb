// The admins' disputes screen (issues 32 and 30, decisions 0043 and 0044): the queue oldest first
// (disputed charges, charges open 72 hours, disputed payment records), and the whole file of the
// chosen one on one screen — the charges with their evidence, both handover records side by side,
// the booking's messages and its ledger — with the decision: an amount and a written reason, final.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Grid, Link, List, ListItem, ListItemButton, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { shortId, type AdminDisputes } from '@carrental/shared';
import { NotAuthorised } from '@/components/NotAuthorised';
import { Page } from '@/components/Page';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { Slot } from '@/lib/slots';
import { usePageTitle } from '@/lib/usePageTitle';
import { chargeQueries } from './api';
import { ChargeLine, SettlementLines } from './ChargesPanel';
import { DecideForm } from './ChargeDialogs';

type Item = { type: 'charge' | 'claim' | 'money'; id: string; bookingId: string; amount: number };

function Queue({ data, chosen, onChoose }: { data: AdminDisputes; chosen: Item | null; onChoose: (item: Item) => void }) {
  const { t, price } = useI18n();
  return (
    <List dense disablePadding aria-label={t('charges.admin.title')}>
      {data.charges.map((c) => (
        <ListItem key={c.id} disablePadding>
          <ListItemButton selected={chosen?.id === c.id} onClick={() => onChoose({ type: 'charge', id: c.id, bookingId: c.bookingId, amount: c.amount })}>
            <ListItemText
              primary={t('charges.admin.charge', { kind: t(`charges.kind.${c.kind}`), amount: price(c.amount), customer: c.customerName, vendor: c.vendorName })}
              secondary={t(`charges.state.${c.state}`)}
            />
          </ListItemButton>
        </ListItem>
      ))}
      {data.claims.map((c) => (
        <ListItem key={c.id} disablePadding>
          <ListItemButton selected={chosen?.id === c.id} onClick={() => onChoose({ type: 'claim', id: c.id, bookingId: c.bookingId, amount: c.amount })}>
            <ListItemText
              primary={t('charges.admin.charge', { kind: t('charges.kind.damage'), amount: price(c.amount), customer: c.customerName, vendor: c.vendorName })}
              secondary={t(`claims.state.${c.state}`)}
            />
          </ListItemButton>
        </ListItem>
      ))}
      {data.money.map((m) => (
        <ListItem key={m.rowId} disablePadding>
          <ListItemButton selected={chosen?.id === m.rowId} onClick={() => onChoose({ type: 'money', id: m.rowId, bookingId: m.bookingId, amount: m.amount })}>
            <ListItemText primary={t('charges.admin.money', { amount: price(m.amount), customer: m.customerName, vendor: m.vendorName, comment: m.comment })} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function DisputeFile({ item, onDone }: { item: Item; onDone: () => void }) {
  const { t } = useI18n();
  const charges = useQuery(chargeQueries.booking(item.bookingId));
  const booking = useQuery(chargeQueries.bookingOf(item.bookingId));
  const now = Date.now();
  return (
    <Box data-testid="dispute-file">
      <Typography variant="h5" component="h2" gutterBottom>
        {t('charges.admin.file', { ref: shortId(item.bookingId) })}
      </Typography>
      <Link component={RouterLink} to={`/bookingDetails/${item.bookingId}`} variant="body2">
        {t('charges.admin.booking')}
      </Link>
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="decide-title">
            <Typography id="decide-title" variant="h6" component="h3">
              {t('charges.admin.decide')}
            </Typography>
            <DecideForm key={item.id} target={item.type === 'charge' ? { chargeId: item.id } : item.type === 'claim' ? { claimId: item.id } : { rowId: item.id }} amount={item.amount} onDone={onDone} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="file-charges-title">
            <Typography id="file-charges-title" variant="h6" component="h3">
              {t('charges.panel.title')}
            </Typography>
            <QueryBoundary query={charges} loading={<Skeleton variant="rounded" height={96} />} errorText={t('charges.panel.loadFailed')} isEmpty={() => false}>
              {(data) => (
                <>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {data.charges.map((c) => (
                      <ChargeLine key={c.id} charge={c} data={data} now={now} />
                    ))}
                  </Box>
                  {data.charges.length > 0 && <SettlementLines data={data} />}
                </>
              )}
            </QueryBoundary>
          </Paper>
          <Slot name="dispute.money" bookingId={item.bookingId} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <QueryBoundary query={booking} loading={<Skeleton variant="rounded" height={120} sx={{ mt: 3 }} />} errorText={t('charges.admin.bookingFailed')}>
            {(b) => <Slot name="dispute.evidence" booking={b} />}
          </QueryBoundary>
          <Box sx={{ mt: 2 }}>
            <Slot name="dispute.conversation" bookingId={item.bookingId} />
          </Box>
        </Grid>
      </Grid>
    </Box>
  );
}

export function AdminDisputesPage() {
  const { t } = useI18n();
  usePageTitle(t('charges.admin.title'));
  const isAdmin = useSession((s) => !!s.user?.roles.includes('ADMIN'));
  const query = useQuery({ ...chargeQueries.disputes(), enabled: isAdmin });
  const [chosen, setChosen] = useState<Item | null>(null);
  if (!isAdmin) return <NotAuthorised />;
  return (
    <Page title={t('charges.admin.title')} intro={t('charges.admin.intro')} introGap={2} maxWidth="xl">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Paper variant="outlined">
            <QueryBoundary
              query={query}
              loading={<Skeleton variant="rounded" height={160} />}
              errorText={t('charges.admin.loadFailed')}
              isEmpty={(d) => d.charges.length === 0 && d.claims.length === 0 && d.money.length === 0}
              empty={
                <Typography sx={{ p: 2 }} color="text.secondary">
                  {t('charges.admin.none')}
                </Typography>
              }
            >
              {(data) => <Queue data={data} chosen={chosen} onChoose={setChosen} />}
            </QueryBoundary>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          {chosen ? (
            <DisputeFile item={chosen} onDone={() => setChosen(null)} />
          ) : (
            <Button disabled variant="text">
              {t('charges.admin.open')}
            </Button>
          )}
        </Grid>
      </Grid>
    </Page>
  );
}
