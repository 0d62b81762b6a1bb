// /vendor/analytics: the company's figures (owner) or a manager's branches'. Every chart has its
// table (always there for screen readers; shown on request) and a CSV download; right to left in Urdu.
import { useId, useState, type ReactNode } from 'react';
import {
  Box, Button, Card, CardContent, Container, FormControl, FormControlLabel, Grid, InputLabel, MenuItem, Paper, Select, Skeleton, Stack, Switch, Table, TableBody, TableCell, TableContainer,
  TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import type { AnalyticsQuery, VendorAnalytics } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { serviceQueries } from '@/features/services/api';
import { analyticsQueries, downloadCsv } from './api';

// Visually hidden, still read (MUI's sx reads a bare 1 as 100%, hence the pixels).
const hidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A chart with its table: the table is read by screen readers always, and shown on request. */
function ChartCard({ title, csv, table, children }: { title: string; csv: () => void; table: ReactNode; children: ReactNode }) {
  const { t } = useI18n();
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id={id} variant="h6" component="h2">{title}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FormControlLabel control={<Switch checked={asTable} onChange={(e) => setAsTable(e.target.checked)} />} label={t('analytics.showTable')} />
            <Button size="small" startIcon={<DownloadIcon />} onClick={csv}>{t('analytics.csv')}</Button>
          </Stack>
        </Stack>
        {!asTable && <Box aria-hidden>{children}</Box>}
        <Box sx={asTable ? undefined : hidden}>{table}</Box>
      </CardContent>
    </Card>
  );
}

function SimpleTable({ label, head, rows }: { label: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>{head.map((h, i) => <TableCell key={h} align={i === 0 ? 'left' : 'right'}>{h}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={String(r[0])}>{r.map((cell, i) => <TableCell key={i} align={i === 0 ? 'left' : 'right'}>{cell}</TableCell>)}</TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Figures({ data }: { data: VendorAnalytics }) {
  const { t, price, month, number, ltr } = useI18n();
  const revenueHead = [t('analytics.revenue.month'), t('analytics.revenue.online'), t('analytics.revenue.counter')];
  const utilHead = [t('analytics.utilisation.car'), t('analytics.utilisation.bookedDays'), t('analytics.utilisation.share')];
  const steps = (['requests', 'accepted', 'paid', 'completed'] as const).map((s) => ({ step: t(`analytics.funnel.${s}`), count: data.funnel[s] }));
  // One decimal (the number format of the app rounds to whole numbers).
  const percent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Card variant="outlined"><CardContent>
            <Typography variant="body2" color="text.secondary">{t('analytics.cancellationRate')}</Typography>
            <Typography variant="h5" component="p" data-testid="cancellation-rate">{data.cancellationRate === null ? t('analytics.none') : percent(data.cancellationRate)}</Typography>
          </CardContent></Card>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Card variant="outlined"><CardContent>
            <Typography variant="body2" color="text.secondary">{t('analytics.medianAnswer')}</Typography>
            <Typography variant="h5" component="p">{data.medianAnswerMinutes === null ? t('analytics.none') : t('analytics.minutes', { minutes: data.medianAnswerMinutes })}</Typography>
          </CardContent></Card>
        </Grid>
      </Grid>
      <ChartCard
        title={t('analytics.revenue.title')}
        csv={() => downloadCsv('rentwheels-revenue.csv', [revenueHead, ...data.revenue.map((r) => [r.month, r.online, r.counter])])}
        table={<SimpleTable label={t('analytics.revenue.title')} head={revenueHead} rows={data.revenue.map((r) => [month(r.month), price(r.online), price(r.counter)])} />}
      >
        {data.revenue.length === 0 ? (
          <Typography color="text.secondary">{t('analytics.revenue.empty')}</Typography>
        ) : (
          <BarChart
            height={280}
            dataset={data.revenue.map((r) => ({ ...r, label: month(r.month) }))}
            xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
            series={[
              { dataKey: 'online', label: t('analytics.revenue.online'), stack: 'rent', valueFormatter: (v) => price(v ?? 0) },
              { dataKey: 'counter', label: t('analytics.revenue.counter'), stack: 'rent', valueFormatter: (v) => price(v ?? 0) },
            ]}
          />
        )}
      </ChartCard>
      <ChartCard
        title={t('analytics.utilisation.title')}
        csv={() => downloadCsv('rentwheels-utilisation.csv', [utilHead, ...data.utilisation.map((u) => [u.name, u.bookedDays, u.share])])}
        table={<SimpleTable label={t('analytics.utilisation.title')} head={utilHead} rows={data.utilisation.map((u) => [ltr(u.name), String(u.bookedDays), percent(u.share)])} />}
      >
        {data.utilisation.length === 0 ? (
          <Typography color="text.secondary">{t('analytics.utilisation.empty')}</Typography>
        ) : (
          <BarChart
            layout="horizontal"
            height={Math.max(160, 48 * data.utilisation.length + 60)}
            dataset={data.utilisation.map((u) => ({ name: u.name, share: Math.round(u.share * 1000) / 10 }))}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: 120 }]}
            xAxis={[{ min: 0, max: 100 }]}
            series={[{ dataKey: 'share', label: t('analytics.utilisation.share'), valueFormatter: (v) => `${(v ?? 0).toFixed(1)}%` }]}
          />
        )}
      </ChartCard>
      <ChartCard
        title={t('analytics.funnel.title')}
        csv={() => downloadCsv('rentwheels-funnel.csv', [[t('analytics.funnel.step'), t('analytics.funnel.count')], ...steps.map((s) => [s.step, s.count])])}
        table={<SimpleTable label={t('analytics.funnel.title')} head={[t('analytics.funnel.step'), t('analytics.funnel.count')]} rows={steps.map((s) => [s.step, number(s.count)])} />}
      >
        <BarChart height={240} dataset={steps} xAxis={[{ scaleType: 'band', dataKey: 'step' }]} series={[{ dataKey: 'count', label: t('analytics.funnel.count') }]} />
      </ChartCard>
    </Stack>
  );
}

/** The first day of the month five months back, and today (the marketplace's calendar). */
function lastSixMonths(): AnalyticsQuery {
  const today = new Date(Date.now() + 5 * 3600_000);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 5, 1));
  return { from: first.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

export function AnalyticsPage() {
  const { t } = useI18n();
  usePageTitle(t('analytics.title'));
  const [query, setQuery] = useState<AnalyticsQuery>(lastSixMonths);
  const services = useQuery(serviceQueries.mine());
  const figures = useQuery(analyticsQueries.vendor(query));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>{t('analytics.title')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField size="small" type="date" label={t('analytics.from')} value={query.from} onChange={(e) => e.target.value && setQuery((q) => ({ ...q, from: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label={t('analytics.to')} value={query.to} onChange={(e) => e.target.value && setQuery((q) => ({ ...q, to: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} />
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="analytics-service">{t('analytics.service')}</InputLabel>
          <Select labelId="analytics-service" label={t('analytics.service')} value={query.serviceId ?? ''} onChange={(e) => setQuery((q) => ({ from: q.from, to: q.to, ...(e.target.value ? { serviceId: e.target.value } : {}) }))}>
            <MenuItem value="">{t('analytics.allServices')}</MenuItem>
            {(services.data ?? []).map((s) => <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>)}
          </Select>
        </FormControl>
      </Stack>
      <QueryBoundary query={figures} loading={<Skeleton variant="rounded" height={480} />} errorText={t('analytics.loadFailed')} isEmpty={() => false}>
        {(data) => <Figures data={data} />}
      </QueryBoundary>
    </Container>
  );
}
