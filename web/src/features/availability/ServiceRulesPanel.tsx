// A service's rules and prices (decision 0016), on its edit screen: every car of the service
// follows them unless the car's calendar screen overrides a setting.
import { useQuery } from '@tanstack/react-query';
import { Alert, Paper, Skeleton, Typography } from '@mui/material';
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
      {rules.isPending ? (
        <Skeleton variant="rounded" height={300} />
      ) : rules.isError ? (
        <Alert severity="error">{t('availability.rulesLoadFailed')}</Alert>
      ) : (
        <RulesForm key={JSON.stringify(rules.data.service)} answer={rules.data} level="service" saving={save.isPending} onSave={(r) => save.mutateAsync(r)} />
      )}
    </Paper>
  );
}
