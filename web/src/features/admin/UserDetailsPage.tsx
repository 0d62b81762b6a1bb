// /users/{id} (spec §2): details, role management, ID documents and deletion, for admins.
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Chip, Container, Grid, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Section } from '@/components/Section';
import { usePageTitle } from '@/lib/usePageTitle';
import { useDeleteUser, useIsAdmin, useUser } from './api';
import { NotAuthorised } from './NotAuthorised';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { RoleManagement } from './RoleManagement';
import { DocumentsCard } from './DocumentsCard';
import { SuspensionControl } from './SuspensionControl';

const DELETE_TEXT =
  'Are you sure you want to delete this user? This action cannot be undone. All user data and documents will be permanently removed.';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', py: 0.5 }}>
      <Typography color="text.secondary" sx={{ minWidth: 80 }}>{label}</Typography>
      <Box sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

export function UserDetailsPage() {
  usePageTitle('User Details');
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
        toast.success('User deleted');
        navigate('/users');
      },
      onError: (err) => {
        setDeleteError(errorMessage(err, 'Failed to delete user'));
        setConfirming(false);
      },
    });
  }

  const back = (
    <Button startIcon={<ArrowBack />} onClick={() => navigate('/users')} sx={{ mb: 2 }}>
      Back to Users
    </Button>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      {back}
      <Typography variant="h4" component="h1" gutterBottom>
        User Details
      </Typography>
      {isPending && <Skeleton variant="rounded" height={240} role="status" aria-label="Loading user" />}
      {error && <Alert severity="error">{error instanceof ApiError && error.status === 404 ? 'User not found' : errorMessage(error, 'User not found')}</Alert>}
      {deleteError && <Alert severity="error" sx={{ mb: 2 }}>{deleteError}</Alert>}
      {user && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Account">
              <Row label="ID">{user.id}</Row>
              <Row label="Name">{user.name}</Row>
              <Row label="Email">{user.email}</Row>
              <Row label="Phone">{user.phone || 'Not provided'}</Row>
              <Row label="Verification">
                <Chip size="small" label={user.emailVerified ? 'Email Verified' : 'Email Not Verified'} color={user.emailVerified ? 'success' : 'warning'} />
                {user.suspended && <Chip size="small" label="Suspended" color="error" sx={{ ml: 0.5 }} />}
              </Row>
              <Row label="Roles">
                <Stack direction="row" spacing={0.5}>
                  {user.roles.map((role) => <Chip key={role} size="small" label={role} color="primary" variant="outlined" />)}
                </Stack>
              </Row>
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Role Management">
              <RoleManagement user={user} />
            </Section>
          </Grid>
          <Grid size={12}>
            <Section title="Suspension">
              <SuspensionControl user={user} />
            </Section>
          </Grid>
          <Grid size={12}>
            <Section title="ID Documents">
              <DocumentsCard user={user} />
            </Section>
          </Grid>
          <Grid size={12}>
            <Button color="error" variant="contained" onClick={() => setConfirming(true)}>
              Delete User
            </Button>
          </Grid>
        </Grid>
      )}
      <ConfirmDialog open={confirming} title="Delete user" text={DELETE_TEXT} confirmLabel="Delete" busy={busy} onClose={() => setConfirming(false)} onConfirm={remove} />
    </Container>
  );
}
