// /services/add: Add New Service, with Back to Services.
import { Link as RouterLink, useNavigate } from 'react-router';
import { Button, Container, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { useSaveService } from './api';
import { ServiceForm } from './ServiceForm';

export function AddServicePage() {
  usePageTitle('Add New Service');
  const navigate = useNavigate();
  const save = useSaveService();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/services" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>Back to Services</Button>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>Add New Service</Typography>
        <ServiceForm
          saving={save.isPending}
          submitLabel="Add Service"
          busyLabel="Adding..."
          failureMessage="Failed to create service. Please try again."
          onSubmit={async (values) => {
            const created = await save.mutateAsync({ body: values });
            toast.success('Service added');
            navigate(`/services/${created.id}`);
          }}
        />
      </Paper>
    </Container>
  );
}
