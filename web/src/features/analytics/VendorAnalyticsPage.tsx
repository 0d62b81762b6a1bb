// /insights: a vendor's dashboard (issue 34): revenue per month (online and at the counter apart),
// utilisation per car, the request funnel, the median time to answer, cancellations, ratings over
// time, the best and worst cars; for the company or one branch. Every figure comes from the server.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatOneDecimal } from '@carrental/shared';
import { Alert, Box, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/usePageTitle';
import { membershipsQuery } from '@/features/staff/keys';
import { useVendorFigures, type VendorFigures } from './api';
import { CHART_HEIGHT, ChartCard, FiguresTable, type Column } from './ChartCard';
import { defaultPeriod, Figure, PeriodBar } from './PeriodBar';

function Loading() {
  return (
    <Stack spacing={2} role="status">
      <Grid container spacing={2}>{[0, 1, 2, 3].map((i) => <Grid key={i} size={{ xs: 6, md: 3 }}><Skeleton variant="rounded" height={104} /></Grid>)}</Grid>
      <Grid container spacing={2}>{[0, 1].map((i) => <Grid key={i} size={{ xs: 12, md: 6 }}><Skeleton variant="rounded" height={CHART_HEIGHT + 72} /></Grid>)}</Grid>
    </Stack>
  );
}

function Figures({ data }: { data: VendorFigures }) {
  const { t, price, month, number, dir, locale } = useI18n();
  const decimal = (v: number) => formatOneDecimal(locale, v);
  const reverse = dir === 'rtl';
  const percent = (v: number | string) => t('analytics.percent', { value: decimal(Number(v)) });
  const answer =
    data.medianAnswerMinutes === null
      ? t('analytics.kpi.noAnswers')
      : data.medianAnswerMinutes < 120
        ? t('analytics.kpi.minutes', { count: Math.round(data.medianAnswerMinutes) })
        : t('analytics.kpi.hours', { count: Math.round(data.medianAnswerMinutes / 60) });

  const revenueColumns: Column[] = [
    { key: 'month', label: t('analytics.col.month'), format: (v) => month(String(v)) },
    { key: 'online', label: t('analytics.revenue.online'), numeric: true, format: (v) => price(Number(v)) },
    { key: 'counter', label: t('analytics.revenue.counter'), numeric: true, format: (v) => price(Number(v)) },
  ];
  const carColumns: Column[] = [
    { key: 'name', label: t('analytics.col.car') },
    { key: 'bookedDays', label: t('analytics.col.bookedDays'), numeric: true, format: (v) => decimal(Number(v)) },
    { key: 'percent', label: t('analytics.col.share'), numeric: true, format: percent },
    { key: 'revenue', label: t('analytics.col.revenue'), numeric: true, format: (v) => price(Number(v)) },
  ];
  const funnel = (['requests', 'accepted', 'paid', 'completed'] as const).map((stage) => ({ stage: t(`analytics.funnel.${stage}`), count: data.funnel[stage] }));
  const funnelColumns: Column[] = [
    { key: 'stage', label: t('analytics.col.stage') },
    { key: 'count', label: t('analytics.col.count'), numeric: true, format: (v) => number(Number(v)) },
  ];
  const ratingColumns: Column[] = [
    { key: 'month', label: t('analytics.col.month'), format: (v) => month(String(v)) },
    { key: 'average', label: t('analytics.col.average'), numeric: true, format: (v) => decimal(Number(v)) },
    { key: 'count', label: t('analytics.col.reviews'), numeric: true, format: (v) => number(Number(v)) },
  ];
  const cars = data.utilisation.slice(0, 12);

  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}><Figure label={t('analytics.kpi.requests')} value={number(data.funnel.requests)} /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Figure label={t('analytics.kpi.completed')} value={number(data.funnel.completed)} /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Figure label={t('analytics.kpi.medianAnswer')} value={answer} /></Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Figure
            label={t('analytics.kpi.cancellationRate')}
            value={percent(data.cancellations.percent)}
            hint={t('analytics.kpi.cancellationHint', { byVendor: number(data.cancellations.byVendor), byCustomer: number(data.cancellations.byCustomer), ofAccepted: number(data.cancellations.ofAccepted) })}
          />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('analytics.revenue.title')} csvName="revenue-per-month" columns={revenueColumns} rows={data.revenue.some((m) => m.online !== 0 || m.counter !== 0) ? data.revenue : []}>
            <BarChart
              dataset={data.revenue}
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'band', dataKey: 'month', valueFormatter: (v: string) => month(v), reverse }]}
              yAxis={[{ valueFormatter: (v: number) => number(v), width: 64, position: reverse ? 'right' : 'left' }]}
              series={[
                { dataKey: 'online', label: t('analytics.revenue.online'), stack: 'rent', valueFormatter: (v) => price(v ?? 0) },
                { dataKey: 'counter', label: t('analytics.revenue.counter'), stack: 'rent', valueFormatter: (v) => price(v ?? 0) },
              ]}
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('analytics.utilisation.title')} csvName="utilisation-per-car" columns={carColumns} rows={data.utilisation}>
            <BarChart
              dataset={cars}
              height={CHART_HEIGHT}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', dataKey: 'name', width: 110, position: reverse ? 'right' : 'left' }]}
              xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => percent(v), reverse }]}
              series={[{ dataKey: 'percent', label: t('analytics.col.share'), valueFormatter: (v) => percent(v ?? 0) }]}
              hideLegend
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('analytics.funnel.title')} csvName="request-funnel" columns={funnelColumns} rows={data.funnel.requests === 0 ? [] : funnel}>
            <BarChart
              dataset={funnel}
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'band', dataKey: 'stage', reverse }]}
              yAxis={[{ valueFormatter: (v: number) => number(v), tickMinStep: 1, width: 48, position: reverse ? 'right' : 'left' }]}
              series={[{ dataKey: 'count', label: t('analytics.col.count'), valueFormatter: (v) => number(v ?? 0) }]}
              hideLegend
            />
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard title={t('analytics.ratings.title')} csvName="ratings-per-month" columns={ratingColumns} rows={data.ratings}>
            <LineChart
              dataset={data.ratings}
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'point', dataKey: 'month', valueFormatter: (v: string) => month(v), reverse }]}
              yAxis={[{ min: 0, max: 5, width: 40, position: reverse ? 'right' : 'left' }]}
              series={[{ dataKey: 'average', label: t('analytics.col.average'), valueFormatter: (v) => number(v ?? 0) }]}
              hideLegend
            />
          </ChartCard>
        </Grid>
        {(['best', 'worst'] as const).map((which) => {
          const rows = which === 'best' ? data.bestCars : data.worstCars;
          return (
            rows.length > 0 && (
              <Grid key={which} size={{ xs: 12, md: 6 }}>
                <Stack component="section" aria-labelledby={`cars-${which}`} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  <Typography id={`cars-${which}`} variant="h6" component="h2" sx={{ mb: 1 }}>{t(`analytics.${which}.title`)}</Typography>
                  <Box sx={{ overflowX: 'auto' }}>
                    <FiguresTable caption={t(`analytics.${which}.title`)} columns={carColumns.filter((c) => c.key !== 'bookedDays')} rows={rows} />
                  </Box>
                </Stack>
              </Grid>
            )
          );
        })}
      </Grid>
    </Stack>
  );
}

export function VendorAnalyticsPage() {
  const { t } = useI18n();
  usePageTitle(t('analytics.title'));
  const owner = useSession((s) => !!s.user?.roles.includes('VENDOR'));
  // Managers read their branches' figures (decision 0046); the server limits them.
  const memberships = useQuery({ ...membershipsQuery(), enabled: !owner });
  const isVendor = owner || !!memberships.data?.some((m) => m.role === 'manager');
  const [period, setPeriod] = useState(defaultPeriod);
  const query = useVendorFigures(period, isVendor);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>{t('analytics.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{t('analytics.intro')}</Typography>
      {!isVendor ? (
        <Alert severity="info">{t('analytics.vendorsOnly')}</Alert>
      ) : (
        <>
          <PeriodBar period={period} onChange={setPeriod} services={query.data?.services} />
          <QueryBoundary query={query} loading={<Loading />} errorText={t('analytics.loadFailed')} isEmpty={() => false}>
            {(data) => <Figures data={data} />}
          </QueryBoundary>
        </>
      )}
    </Container>
  );
}
