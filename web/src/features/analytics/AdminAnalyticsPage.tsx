// /admin/analytics: the marketplace's dashboard (issue 34): bookings and the value paid per month,
// the platform's take, listings and bookings per city, searches that became bookings, open money
// disputes and deposits overdue. Every figure comes from the server.
import { useState } from 'react';
import { formatOneDecimal } from '@carrental/shared';
import { Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { QueryBoundary } from '@/components/QueryBoundary';
import { NotAuthorised } from '@/components/NotAuthorised';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/usePageTitle';
import { useAdminFigures, type AdminFigures } from './api';
import { CHART_HEIGHT, ChartCard, type Column } from './ChartCard';
import { defaultPeriod, Figure, PeriodBar } from './PeriodBar';

function Loading() {
  return (
    <Stack spacing={2} role="status">
      <Grid container spacing={2}>{[0, 1, 2].map((i) => <Grid key={i} size={{ xs: 12, sm: 4 }}><Skeleton variant="rounded" height={104} /></Grid>)}</Grid>
      <Grid container spacing={2}>{[0, 1].map((i) => <Grid key={i} size={{ xs: 12, md: 6 }}><Skeleton variant="rounded" height={CHART_HEIGHT + 72} /></Grid>)}</Grid>
    </Stack>
  );
}

function Figures({ data }: { data: AdminFigures }) {
  const { t, price, month, number, dir, locale } = useI18n();
  const decimal = (v: number) => formatOneDecimal(locale, v);
  const reverse = dir === 'rtl';
  const side = reverse ? ('right' as const) : ('left' as const);
  const hasBookings = data.months.some((m) => m.bookings > 0 || m.take !== 0);
  const monthColumns: Column[] = [
    { key: 'month', label: t('analytics.col.month'), format: (v) => month(String(v)) },
    { key: 'bookings', label: t('analytics.col.bookings'), numeric: true, format: (v) => number(Number(v)) },
    { key: 'value', label: t('analytics.col.value'), numeric: true, format: (v) => price(Number(v)) },
    { key: 'take', label: t('analytics.col.take'), numeric: true, format: (v) => price(Number(v)) },
  ];
  const cityColumns: Column[] = [
    { key: 'city', label: t('analytics.col.city') },
    { key: 'listings', label: t('analytics.col.listings'), numeric: true, format: (v) => number(Number(v)) },
    { key: 'bookings', label: t('analytics.col.bookings'), numeric: true, format: (v) => number(Number(v)) },
  ];
  const cities = data.cities.slice(0, 10);
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            label={t('analytics.admin.conversion')}
            value={data.conversion.searches === 0 ? '—' : t('analytics.percent', { value: decimal(data.conversion.percent) })}
            hint={t('analytics.admin.conversionHint', { bookings: number(data.conversion.bookings), searches: number(data.conversion.searches) })}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}><Figure label={t('analytics.admin.openDisputes')} value={number(data.openDisputes)} /></Grid>
        <Grid size={{ xs: 6, sm: 4 }}><Figure label={t('analytics.admin.overdueDeposits')} value={number(data.overdueDeposits)} /></Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('analytics.admin.months.title')} csvName="bookings-per-month" columns={monthColumns} rows={hasBookings ? data.months : []}>
            <BarChart
              dataset={data.months}
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'band', dataKey: 'month', valueFormatter: (v: string) => month(v), reverse }]}
              yAxis={[{ valueFormatter: (v: number) => number(v), tickMinStep: 1, width: 48, position: side }]}
              series={[{ dataKey: 'bookings', label: t('analytics.col.bookings'), valueFormatter: (v) => number(v ?? 0) }]}
              hideLegend
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('analytics.admin.take.title')} csvName="value-and-take-per-month" columns={monthColumns} rows={hasBookings ? data.months : []}>
            <BarChart
              dataset={data.months}
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'band', dataKey: 'month', valueFormatter: (v: string) => month(v), reverse }]}
              yAxis={[{ valueFormatter: (v: number) => number(v), width: 72, position: side }]}
              series={[
                { dataKey: 'value', label: t('analytics.col.value'), valueFormatter: (v) => price(v ?? 0) },
                { dataKey: 'take', label: t('analytics.col.take'), valueFormatter: (v) => price(v ?? 0) },
              ]}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <ChartCard title={t('analytics.admin.cities.title')} csvName="cities" columns={cityColumns} rows={data.cities}>
            <BarChart
              dataset={cities}
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'band', dataKey: 'city', reverse }]}
              yAxis={[{ valueFormatter: (v: number) => number(v), tickMinStep: 1, width: 48, position: side }]}
              series={[
                { dataKey: 'listings', label: t('analytics.col.listings'), valueFormatter: (v) => number(v ?? 0) },
                { dataKey: 'bookings', label: t('analytics.col.bookings'), valueFormatter: (v) => number(v ?? 0) },
              ]}
            />
          </ChartCard>
        </Grid>
      </Grid>
    </Stack>
  );
}

export function AdminAnalyticsPage() {
  const { t } = useI18n();
  usePageTitle(t('analytics.adminTitle'));
  const isAdmin = useSession((s) => !!s.user?.roles.includes('ADMIN'));
  const [period, setPeriod] = useState(defaultPeriod);
  const query = useAdminFigures(period, isAdmin);
  if (!isAdmin) return <NotAuthorised />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>{t('analytics.adminTitle')}</Typography>
      <PeriodBar period={period} onChange={setPeriod} />
      <QueryBoundary query={query} loading={<Loading />} errorText={t('analytics.loadFailed')} isEmpty={() => false}>
        {(data) => <Figures data={data} />}
      </QueryBoundary>
    </Container>
  );
}
