// /services/add: Add New Service, with Back to Services.
import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, Container, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { toast } from '@/lib/toast';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useSaveService } from './api';
import { ServiceForm } from './ServiceForm';

export function AddServicePage() {
  const { t, dir } = useI18n();
  usePageTitle(t('services.add.title'));
  const navigate = useNavigate();
  const save = useSaveService();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/services" startIcon={<ArrowBackIcon sx={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />} sx={{ mb: 2 }}>{t('services.backToList')}</Button>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>{t('services.add.title')}</Typography>
        <ServiceForm
          saving={save.isPending}
          submitLabel={t('services.add.submit')}
          busyLabel={t('services.add.busy')}
          failureMessage={t('services.add.failed')}
          onSubmit={async (values) => {
            const created = await save.mutateAsync({ body: values });
            toast.success(t('services.add.done'));
            navigate(`/services/${created.id}`);
          }}
        />
      </Paper>
    </Container>
  );
}
