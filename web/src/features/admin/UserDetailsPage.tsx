// /users/{id} (spec §2): details, role management, ID documents and deletion, for admins.
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Chip, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Section } from '@/components/Section';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useDeleteUser, useIsAdmin, useUser } from './api';
import { NotAuthorised } from '@/components/NotAuthorised';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { RoleManagement } from './RoleManagement';
import { DocumentsCard } from './DocumentsCard';
import { SuspensionControl } from './SuspensionControl';
import { Slot } from '@/lib/slots';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 80 }}>{label}</Typography>
      <Box sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

export function UserDetailsPage() {
  const { t, ltr, dir } = useI18n();
  usePageTitle(t('admin.user.pageTitle'));
  const { id = '' } = useParams();
  const isAdmin = useIsAdmin();
  const { data: user, isPending, error } = useUser(id, isAdmin);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteUser();
  const busy = deletion.isPending;
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (!isAdmin) return <NotAuthorised />;

  function remove() {
    setDeleteError(null);
    deletion.mutate(id, {
      onSuccess: () => {
        toast.success(t('admin.user.deleted'));
        navigate('/users');
      },
      onError: (err) => {
        setDeleteError(errorMessage(err, t('admin.deleteFailed')));
        setConfirming(false);
      },
    });
  }

  const back = (
    <Button startIcon={<ArrowBack sx={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />} onClick={() => navigate('/users')} sx={{ mb: 2 }}>
      {t('admin.user.back')}
    </Button>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      {back}
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.user.pageTitle')}
      </Typography>
      {isPending && <Skeleton variant="rounded" height={240} role="status" aria-label={t('admin.user.loading')} />}
      {error && <Alert severity="error">{error instanceof ApiError && error.status === 404 ? t('admin.user.notFound') : errorMessage(error, t('admin.user.notFound'))}</Alert>}
      {deleteError && <Alert severity="error" sx={{ mb: 2 }}>{deleteError}</Alert>}
      {user && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={t('admin.user.section.account')}>
              <Row label={t('admin.user.id')}>{ltr(user.id)}</Row>
              <Row label={t('admin.user.name')}>{user.name}</Row>
              <Row label={t('admin.user.email')}>{ltr(user.email)}</Row>
              <Row label={t('admin.user.phone')}>{user.phone ? ltr(user.phone) : t('admin.notProvided')}</Row>
              <Row label={t('admin.user.verification')}>
                <Chip size="small" label={user.emailVerified ? t('admin.user.emailVerified') : t('admin.user.emailNotVerified')} color={user.emailVerified ? 'success' : 'warning'} />
                {user.suspended && <Chip size="small" label={t('admin.user.suspended')} color="error" sx={{ ml: 0.5 }} />}
              </Row>
              <Row label={t('admin.user.roles')}>
                <Stack direction="row" spacing={0.5}>
                  {user.roles.map((role) => <Chip key={role} size="small" label={t(`users.role.${role}`)} color="primary" variant="outlined" />)}
                </Stack>
              </Row>
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={t('admin.user.section.roles')}>
              <RoleManagement user={user} />
            </Section>
          </Grid>
          <Grid size={12}>
            <Section title={t('admin.user.section.suspension')}>
              <SuspensionControl user={user} />
            </Section>
          </Grid>
          <Grid size={12}>
            <Section title={t('identity.review.title')}>
              <Slot name="user.details" userId={user.id} />
            </Section>
          </Grid>
          <Grid size={12}>
            <Section title={t('admin.user.section.documents')}>
              <DocumentsCard user={user} />
            </Section>
          </Grid>
          <Grid size={12}>
            <Button color="error" variant="contained" onClick={() => setConfirming(true)}>
              {t('admin.user.deleteButton')}
            </Button>
          </Grid>
        </Grid>
      )}
      <ConfirmDialog open={confirming} title={t('admin.deleteUser')} text={t('admin.user.deleteText')} confirmLabel={t('admin.delete')} cancelLabel={t('common.cancel')} busy={busy} onClose={() => setConfirming(false)} onConfirm={remove} />
    </Container>
  );
}
