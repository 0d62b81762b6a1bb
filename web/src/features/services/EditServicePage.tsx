// /services/edit/{serviceId}: Edit Service, Back to Service Details, and Delete Service with a
// confirmation (refused by the server while cars have upcoming held bookings).
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Button, Container, Paper, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useDeleteService, useSaveService, useService } from './api';
import { ServiceForm } from './ServiceForm';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryBoundary } from '@/components/QueryBoundary';
import { Slot } from '@/lib/slots';

export function EditServicePage() {
  const { t, dir } = useI18n();
  usePageTitle(t('services.edit.title'));
  const { serviceId } = useParams();
  const navigate = useNavigate();
  const query = useService(serviceId);
  const service = query.data;
  const save = useSaveService();
  const remove = useDeleteService();
  const [confirming, setConfirming] = useState(false);

  async function deleteService() {
    try {
      await remove.mutateAsync(serviceId!);
      toast.success(t('services.delete.done'));
      navigate('/services', { replace: true });
    } catch (e) {
      console.error('Failed to delete service', e);
      // A 409 explains itself (upcoming bookings); otherwise the spec's text.
      toast.error(e instanceof ApiError && e.status === 409 ? e.message : t('services.delete.failed'));
      setConfirming(false);
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={`/services/${serviceId}`} startIcon={<ArrowBackIcon sx={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />} sx={{ mb: 2 }}>{t('services.edit.backToDetails')}</Button>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>{t('services.edit.title')}</Typography>
        <QueryBoundary
          query={query}
          loading={<Skeleton variant="rounded" height={400} />}
          errorText={t('services.list.loadFailed')}
          notFound={<Alert severity="error">{t('services.edit.notFound')}</Alert>}
        >
          {(loaded) =>
            !loaded.canManage ? (
              <Alert severity="error">{t('services.edit.notOwner')}</Alert>
            ) : (
              <ServiceForm
                saving={save.isPending}
                service={loaded}
                submitLabel={t('services.edit.submit')}
                busyLabel={t('services.edit.busy')}
                failureMessage={t('services.edit.failed')}
                onSubmit={async (values) => {
                  await save.mutateAsync({ id: loaded.id, body: values });
                  toast.success(t('services.edit.done'));
                  navigate(`/services/${loaded.id}`);
                }}
                extraActions={
                  <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>{t('services.delete.action')}</Button>
                }
              />
            )
          }
        </QueryBoundary>
      </Paper>
      {/* The availability rules, trip terms and payment terms come from their features (decision 0052). */}
      {service?.canManage && <Slot name="service.settings" serviceId={service.id} />}
      <ConfirmDialog
        open={confirming}
        title={t('services.delete.title')}
        text={t('services.delete.text', { name: service?.name ?? '' })}
        confirmLabel={t('services.delete.action')}
        busy={remove.isPending}
        onConfirm={deleteService}
        onClose={() => setConfirming(false)}
      />
    </Container>
  );
}
