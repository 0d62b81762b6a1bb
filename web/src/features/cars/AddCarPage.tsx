// /cars/add: the car form for a service chosen in navigation state or in ?serviceId= (so that a
// reload keeps it). Spec messages when no user is logged in or no service is given.
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert, Container, Skeleton } from '@mui/material';
import type { Service } from '@carrental/shared';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { errorMessage } from '@/lib/api';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useService } from '@/features/services/api';
import { newCarId, useSaveCar } from './api';
import { CarForm } from './CarForm';
import { CarFormTrail } from './CarFormTrail';

export function AddCarPage() {
  const { t } = useI18n();
  usePageTitle(t('cars.add.action'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const userId = useSession((s) => s.user?.id);
  const fromState = (location.state as { service?: Pick<Service, 'id'> } | null)?.service;
  const serviceId = fromState?.id ?? params.get('serviceId') ?? undefined;
  const service = useService(serviceId);
  const [carId] = useState(newCarId);
  const save = useSaveCar();

  if (!userId) return <Container sx={{ py: 4 }}><Alert severity="warning">{t('cars.add.loginRequired')}</Alert></Container>;
  if (!serviceId) return <Container sx={{ py: 4 }}><Alert severity="warning">{t('cars.add.serviceRequired')}</Alert></Container>;

  return (
    <Container sx={{ py: { xs: 2, sm: 4 } }}>
      <QueryBoundary
        query={service}
        loading={<Skeleton variant="rounded" height={480} sx={{ maxWidth: 600, mx: 'auto' }} />}
        errorText={errorMessage(service.error, t('cars.add.serviceLoadFailed'))}
      >
        {(loaded) =>
          loaded.vendorId !== userId ? (
            <Alert severity="error">{t('cars.add.notOwner')}</Alert>
          ) : (
            <>
              <CarFormTrail serviceId={serviceId} current={t('cars.form.newCar')} />
              <CarForm
                saving={save.isPending}
                carId={carId}
                serviceId={serviceId}
                failureMessage={t('cars.add.failed')}
                submitLabel={t('cars.add.action')}
                onCancel={() => navigate(`/services/${serviceId}`)}
                onSubmit={async (body) => {
                  const made = await save.mutateAsync({ body });
                  toast.success(t('cars.add.done'));
                  // Onto the new car (decision 0035), not the public search.
                  navigate(`/cars/${made.id}`);
                }}
              />
            </>
          )
        }
      </QueryBoundary>
    </Container>
  );
}
