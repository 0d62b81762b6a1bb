// /services/edit/{serviceId}: Edit Service, Back to Service Details, and Delete Service with a
// confirmation (refused by the server while cars have upcoming held bookings).
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Button, Container, Paper, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { useDeleteService, useSaveService, useService } from './api';
import { ServiceForm } from './ServiceForm';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ServiceRulesPanel } from '@/features/availability';

export function EditServicePage() {
  usePageTitle('Edit Service');
  const { serviceId } = useParams();
  const navigate = useNavigate();
  const { data: service, isPending, error } = useService(serviceId);
  const save = useSaveService();
  const remove = useDeleteService();
  const [confirming, setConfirming] = useState(false);

  async function deleteService() {
    try {
      await remove.mutateAsync(serviceId!);
      toast.success('Service deleted');
      navigate('/services', { replace: true });
    } catch (e) {
      console.error('Failed to delete service', e);
      // A 409 explains itself (upcoming bookings); otherwise the spec's text.
      toast.error(e instanceof ApiError && e.status === 409 ? e.message : 'Failed to delete service. Please try again.');
      setConfirming(false);
    }
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={`/services/${serviceId}`} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>Back to Service Details</Button>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>Edit Service</Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={400} />
        ) : error || !service ? (
          <Alert severity="error">{error instanceof ApiError && error.status === 404 ? 'Service not found' : 'Failed to fetch services'}</Alert>
        ) : !service.canManage ? (
          <Alert severity="error">Only the vendor who owns this service can edit it.</Alert>
        ) : (
          <ServiceForm
            saving={save.isPending}
            service={service}
            submitLabel="Save Changes"
            busyLabel="Saving..."
            failureMessage="Failed to update service. Please try again."
            onSubmit={async (values) => {
              await save.mutateAsync({ id: service.id, body: values });
              toast.success('Service updated');
              navigate(`/services/${service.id}`);
            }}
            extraActions={
              <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>Delete Service</Button>
            }
          />
        )}
      </Paper>
      {service?.canManage && <ServiceRulesPanel serviceId={service.id} />}
      <ConfirmDialog
        open={confirming}
        title="Delete this service?"
        text={`"${service?.name ?? ''}" and all its cars will no longer be listed. Past bookings keep their details.`}
        confirmLabel="Delete Service"
        busy={remove.isPending}
        onConfirm={deleteService}
        onClose={() => setConfirming(false)}
      />
    </Container>
  );
}
