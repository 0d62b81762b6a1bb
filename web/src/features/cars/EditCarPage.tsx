// /cars/editCar/{id}: the car form filled from navigation state, or fetched by id after a reload;
// "Car not found" when there is none (its loading, failure and 404 through QueryBoundary). On
// success, back to the car's service.
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Container, Skeleton } from '@mui/material';
import type { Car } from '@carrental/shared';
import { ApiError } from '@/lib/api';
import { QueryBoundary } from '@/components/QueryBoundary';
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
  // Navigation state may be stale: the form edits the server's copy, and waits for it. (Drawing the
  // form from the state first and swapping in the server's copy when it came remounted the form
  // and threw away what the vendor had typed meanwhile.) The state serves only when the server
  // cannot be asked.
  const fetched = useCar(id);
  const unreachable = fetched.isError && !(fetched.error instanceof ApiError && fetched.error.status === 404);
  const car = fetched.data ?? (unreachable && fromState?.id === id ? fromState : undefined);
  const save = useSaveCar();

  // The server's copy, or the state's when the server could not be asked; a failure without either.
  const loaded = { isPending: fetched.isPending, isError: !car && fetched.isError, error: fetched.error, data: car, refetch: fetched.refetch };

  return (
    <Container sx={{ py: { xs: 2, sm: 4 } }}>
      <QueryBoundary
        query={loaded}
        loading={<Skeleton variant="rounded" height={480} sx={{ maxWidth: 600, mx: 'auto' }} />}
        errorText={t('cars.details.loadFailed')}
        notFound={<Alert severity="error">{t('cars.details.notFound')}</Alert>}
      >
        {(shown) => (
          <>
            <CarFormTrail serviceId={shown.serviceId} current={t('cars.edit.title')} />
            <CarForm
              saving={save.isPending}
              key={shown.id}
              carId={shown.id}
              serviceId={shown.serviceId}
              car={shown}
              failureMessage={t('cars.edit.failed')}
              submitLabel={t('cars.edit.submit')}
              onCancel={() => navigate(-1)}
              onSubmit={async (body) => {
                await save.mutateAsync({ id: shown.id, body });
                toast.success(t('cars.edit.done'));
                navigate(`/services/${shown.serviceId}`);
              }}
            />
          </>
        )}
      </QueryBoundary>
    </Container>
  );
}
