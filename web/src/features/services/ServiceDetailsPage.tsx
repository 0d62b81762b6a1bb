// /services/{serviceId}: name, About, Location Details, Total Cars Available, Cars Associated,
// the contact card (phone reveal for logged-in users), and the owner's Edit/Add/Delete controls.
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  Alert, Box, Button, Card, CardActionArea, CardActions, CardContent, Container, Grid, Paper, Skeleton, Stack, Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import PhoneIcon from '@mui/icons-material/Phone';
import { displayMake, type Car, type Service } from '@carrental/shared';
import { CarCardSkeleton, DEFAULT_CAR_IMAGE, coverSrcSet } from '@/components/CarCard';
import { QueryBoundary } from '@/components/QueryBoundary';
import { BadgeRoom } from '@/components/BadgeRoom';
import { useDeleteCar, useServiceCars } from '@/features/cars/api';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { ReliabilityCard } from './ReliabilityCard';
import { useService } from './api';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Slot } from '@/lib/slots';
import { AddressLine } from '@/components/AddressLine';

function ContactCard({ service }: { service: Service }) {
  const { t } = useI18n();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const [shown, setShown] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="contact-title">
      <Typography id="contact-title" variant="h6" component="h2" gutterBottom>{t('services.contact.title')}</Typography>
      {!isAuthenticated ? (
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>{t('services.contact.login')}</Button>
      ) : (
        <Stack spacing={1.5}>
          <Button variant="outlined" onClick={() => setShown((s) => !s)} aria-expanded={shown} aria-controls="service-phone">
            {shown ? t('services.contact.hidePhone') : t('services.contact.showPhone')}
          </Button>
          {shown && service.phone && (
            <Box id="service-phone">
              <Typography variant="h6" component="p"><bdi dir="ltr">{service.phone}</bdi></Typography>
              <Typography variant="body2" color="text.secondary" gutterBottom>{t('services.contact.available')}</Typography>
              <Button component="a" href={`tel:${service.phone.replace(/[^+\d]/g, '')}`} variant="contained" startIcon={<PhoneIcon />}>{t('services.contact.call')}</Button>
            </Box>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function CarTile({ car, owner, onDelete }: { car: Car; owner: boolean; onDelete(car: Car): void }) {
  const { t, price, ltr } = useI18n();
  const name = `${displayMake(car)} ${car.model}`;
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="service-car">
      <CardActionArea component={RouterLink} to={`/cars/${car.id}`} sx={{ flexGrow: 1, alignItems: 'stretch', flexDirection: 'column', display: 'flex' }}>
        <Box component="img" src={car.imageUrls[0] ?? DEFAULT_CAR_IMAGE} srcSet={coverSrcSet(car)} sizes="(max-width: 600px) 100vw, 33vw" alt={name} loading="lazy"
          sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', bgcolor: '#e6ece8' }} />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h3">{name}</Typography>
          <Typography variant="body2" color="text.secondary">{car.name}</Typography>
          <Typography sx={{ mt: 1, color: 'primary.main', fontWeight: 700 }}>{t('components.perDay', { price: price(car.pricePerDay) })}</Typography>
        </CardContent>
      </CardActionArea>
      {owner && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to={`/cars/editCar/${car.id}`} state={{ car }} size="small" startIcon={<EditIcon />} aria-label={t('services.car.editOf', { car: ltr(name) })}>{t('services.car.edit')}</Button>
          <Button size="small" color="error" onClick={() => onDelete(car)} aria-label={t('services.car.deleteOf', { car: ltr(name) })}>{t('services.car.delete')}</Button>
        </CardActions>
      )}
    </Card>
  );
}

export function ServiceDetailsPage() {
  const { serviceId } = useParams();
  const query = useService(serviceId);
  // Asked beside the service, not after it (one round for the server-drawn page too).
  const cars = useServiceCars(serviceId);
  const { t } = useI18n();
  usePageTitle(query.data?.name ?? t('services.details.pageTitle'));
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <QueryBoundary
        query={query}
        loading={<><Skeleton width="50%" height={56} /><Skeleton variant="rounded" height={200} sx={{ mt: 2 }} /></>}
        errorText={t('services.list.loadFailed')}
        notFound={<Alert severity="info">{t('services.details.noLongerListed')}</Alert>}
      >
        {(service) => <ServiceDetails service={service} cars={cars} />}
      </QueryBoundary>
    </Container>
  );
}

function ServiceDetails({ service, cars }: { service: Service; cars: ReturnType<typeof useServiceCars> }) {
  const navigate = useNavigate();
  const deleteCar = useDeleteCar();
  const [toDelete, setToDelete] = useState<Car | null>(null);
  const { t, number, ltr } = useI18n();
  const owner = service.canManage;

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteCar.mutateAsync(toDelete.id);
      toast.success(t('services.car.deleted'));
    } catch (e) {
      console.error('Failed to delete car', e);
      toast.error(errorMessage(e, t('services.car.deleteFailed')));
    } finally {
      setToDelete(null);
    }
  }

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        {/* The heading takes the row's width: the badge row's room is sized by it (BadgeRoom). */}
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">{service.name}</Typography>
          <Slot name="service.heading" service={service} />
          {/* Room for the badge chips: they arrive after the service and must not push the page. */}
          <BadgeRoom><Slot name="service.badges" service={service} /></BadgeRoom>
        </Box>
        {owner && (
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={`/services/edit/${service.id}`} variant="outlined" startIcon={<EditIcon />}>{t('services.details.edit')}</Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(`/cars/add?serviceId=${service.id}`, { state: { service } })}>{t('services.details.addCar')}</Button>
          </Stack>
        )}
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="about-title">
              <Typography id="about-title" variant="h6" component="h2" gutterBottom>{t('services.details.about')}</Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{service.description}</Typography>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="location-title">
              <Typography id="location-title" variant="h6" component="h2" gutterBottom>{t('services.details.location')}</Typography>
              <AddressLine address={service} lines />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="policy-title">
              <Typography id="policy-title" variant="h6" component="h2" gutterBottom>{t('services.details.policy')}</Typography>
              <Typography>{t(`services.policySummary.${service.cancellationPolicy}`)}</Typography>
            </Paper>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="body2" color="text.secondary">{t('services.details.totalCars')}</Typography>
              <Typography variant="h4" component="p" data-testid="total-cars">{number(cars.data?.length ?? service.carCount)}</Typography>
            </Paper>
            <ContactCard service={service} />
            {service.reliability && <ReliabilityCard reliability={service.reliability} />}
          </Stack>
        </Grid>
      </Grid>

      <Box component="section" aria-labelledby="cars-title" sx={{ mt: 4 }}>
        <Typography id="cars-title" variant="h5" component="h2" gutterBottom>{t('services.details.cars')}</Typography>
        <QueryBoundary
          query={cars}
          loading={<Grid container spacing={3}>{Array.from({ length: 3 }, (_, i) => <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}><CarCardSkeleton /></Grid>)}</Grid>}
          errorText={t('services.details.carsFailed')}
          empty={<Typography color="text.secondary">{t('services.details.noCars')}</Typography>}
        >
          {(list) => (
            <Grid container spacing={3}>
              {list.map((car) => (
                <Grid key={car.id} size={{ xs: 12, sm: 6, md: 4 }}><CarTile car={car} owner={owner} onDelete={setToDelete} /></Grid>
              ))}
            </Grid>
          )}
        </QueryBoundary>
      </Box>
      <Slot name="service.sections" service={service} />
      <ConfirmDialog
        open={!!toDelete}
        title={t('services.car.deleteTitle')}
        text={toDelete ? t('services.car.deleteText', { car: ltr(`${displayMake(toDelete)} ${toDelete.model} ${toDelete.year}`) }) : ''}
        confirmLabel={t('services.car.delete')}
        busy={deleteCar.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
