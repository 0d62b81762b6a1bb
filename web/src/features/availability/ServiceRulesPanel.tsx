// A service's rules and prices (decision 0016), on its edit screen: every car of the service
// follows them unless the car's calendar screen overrides a setting.
import { useQuery } from '@tanstack/react-query';
import { Paper, Skeleton, Typography } from '@mui/material';
import { QueryBoundary } from '@/components/QueryBoundary';
import { availabilityQueries, useSaveServiceRules } from './api';
import { RulesForm } from './RulesForm';
import { useI18n } from '@/lib/i18n';

export function ServiceRulesPanel({ serviceId }: { serviceId: string }) {
  const { t } = useI18n();
  const rules = useQuery(availabilityQueries.serviceRules(serviceId));
  const save = useSaveServiceRules(serviceId);
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, mt: 3 }} component="section" aria-labelledby="service-rules-title">
      <Typography id="service-rules-title" variant="h5" component="h2" gutterBottom>{t('availability.rulesTitle')}</Typography>
      <QueryBoundary query={rules} loading={<Skeleton variant="rounded" height={300} />} errorText={t('availability.rulesLoadFailed')}>
        {(answer) => <RulesForm key={JSON.stringify(answer.service)} answer={answer} level="service" saving={save.isPending} onSave={(r) => save.mutateAsync(r)} />}
      </QueryBoundary>
    </Paper>
  );
}
