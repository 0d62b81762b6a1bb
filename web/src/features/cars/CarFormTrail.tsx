// Above the car form: where the car belongs (My Services › the service › this form), so a vendor
// with several services always sees which one the car is added to or edited in.
import { Link as RouterLink } from 'react-router';
import { Breadcrumbs, Link, Skeleton, Typography } from '@mui/material';
import { useI18n } from '@/lib/i18n';
import { useService } from '@/features/services/api';

export function CarFormTrail({ serviceId, current }: { serviceId: string; current: string }) {
  const { t } = useI18n();
  const service = useService(serviceId);
  return (
    <Breadcrumbs aria-label={t('cars.form.trail')} sx={{ maxWidth: 600, mx: 'auto', mb: 1.5, '& ol': { rowGap: 0.5 } }} data-testid="car-form-trail">
      <Link component={RouterLink} to="/services" underline="hover" color="inherit">{t('services.list.title')}</Link>
      {service.data ? (
        <Link component={RouterLink} to={`/services/${serviceId}`} underline="hover" color="inherit" sx={{ overflowWrap: 'anywhere' }}>{service.data.name}</Link>
      ) : (
        <Skeleton width={160} aria-hidden />
      )}
      <Typography color="text.primary" aria-current="page">{current}</Typography>
    </Breadcrumbs>
  );
}
