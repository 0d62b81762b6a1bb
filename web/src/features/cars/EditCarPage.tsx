// /cars/editCar/{id}: the car form filled from navigation state, or fetched by id after a reload;
// "Car not found" when there is none. On success, back to the car's service.
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Container, Skeleton } from '@mui/material';
import type { Car } from '@carrental/shared';
import { toast } from '@/lib/toast';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useCar, useSaveCar } from './api';
import { CarForm } from './CarForm';
import { CarFormTrail } from './CarFormTrail';

export function EditCarPage() {
  const { t } = useI18n();
  usePageTitle(t('cars.edit.title'));
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const fromState = (location.state as { car?: Car } | null)?.car;
  // Navigation state may be stale; the server's copy is what the form edits when it is there.
  const fetched = useCar(id);
  const car = fetched.data ?? (fromState?.id === id ? fromState : undefined);
  const save = useSaveCar();

  if (!car && fetched.isPending) return <Container sx={{ py: 4 }}><Skeleton variant="rounded" height={480} sx={{ maxWidth: 600, mx: 'auto' }} /></Container>;
  if (!car) return <Container sx={{ py: 4 }}><Alert severity="error">{t('cars.details.notFound')}</Alert></Container>;

  return (
    <Container sx={{ py: { xs: 2, sm: 4 } }}>
      <CarFormTrail serviceId={car.serviceId} current={t('cars.edit.title')} />
      <CarForm
        saving={save.isPending}
        key={car.id + (fetched.data ? ':fresh' : ':state')}
        carId={car.id}
        serviceId={car.serviceId}
        car={car}
        failureMessage={t('cars.edit.failed')}
        submitLabel={t('cars.edit.submit')}
        onCancel={() => navigate(-1)}
        onSubmit={async (body) => {
          await save.mutateAsync({ id: car.id, body });
          toast.success(t('cars.edit.done'));
          navigate(`/services/${car.serviceId}`);
        }}
      />
    </Container>
  );
}
