// /users (spec §2): the user management table, for admins (cards below 600 px, where a table
// would scroll sideways). Others see "Not authorised".
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Chip, Container, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { AdminUserSummary } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useI18n } from '@/lib/i18n';
import { QueryBoundary } from '@/components/QueryBoundary';
import { usePageTitle } from '@/lib/usePageTitle';
import { useDeleteUser, useIsAdmin, useUsers } from './api';
import { NotAuthorised } from '@/components/NotAuthorised';
import { Email, UserCards } from './UserCards';
import { ConfirmDialog } from '@/components/ConfirmDialog';

export function UsersPage() {
  const { t, ltr } = useI18n();
  usePageTitle(t('admin.users.pageTitle'));
  const isAdmin = useIsAdmin();
  const query = useUsers(isAdmin);
  const [toDelete, setToDelete] = useState<AdminUserSummary | null>(null);
  const deletion = useDeleteUser();
  const busy = deletion.isPending;
  const [error, setError] = useState<string | null>(null);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  if (!isAdmin) return <NotAuthorised />;

  async function confirmDelete() {
    if (!toDelete) return;
    setError(null);
    try {
      await deletion.mutateAsync(toDelete.id);
      toast.success(t('admin.users.deleted', { name: toDelete.name }));
      setToDelete(null);
    } catch (err) {
      setError(errorMessage(err, t('admin.deleteFailed')));
      setToDelete(null);
    }
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.users.heading')}
      </Typography>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
      <QueryBoundary
        query={query}
        loading={
          <Stack spacing={1} role="status" aria-label={t('admin.users.loading')}>
            {[0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={48} />)}
          </Stack>
        }
        errorText={t('admin.users.loadFailed')}
        empty={<Paper sx={{ p: 3, textAlign: 'center' }}><Typography>{t('admin.users.none')}</Typography></Paper>}
      >
        {(users) =>
          narrow ? (
            <UserCards users={users} onDelete={setToDelete} />
          ) : (
        <TableContainer component={Paper}>
          <Table aria-label={t('admin.users.table')} sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.users.name')}</TableCell>
                <TableCell>{t('admin.users.email')}</TableCell>
                <TableCell>{t('admin.users.phone')}</TableCell>
                <TableCell>{t('admin.users.roles')}</TableCell>
                <TableCell>{t('admin.users.idVerified')}</TableCell>
                <TableCell align="right">{t('admin.users.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell>{user.name}</TableCell>
                  <TableCell>
                    <Box><Email address={user.email} /></Box>
                    <Chip size="small" variant="outlined" sx={{ mt: 0.5 }} label={user.emailVerified ? t('admin.users.emailVerified') : t('admin.users.emailNotVerified')} color={user.emailVerified ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell>{user.phone ? ltr(user.phone) : t('admin.notProvided')}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                      {user.roles.map((role) => <Chip key={role} size="small" label={t(`users.role.${role}`)} />)}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={user.idVerified ? t('admin.users.verified') : t('admin.users.notVerified')} color={user.idVerified ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} justifyContent="flex-end">
                      <Button size="small" component={RouterLink} to={`/users/${user.id}`} aria-label={t('admin.users.viewLabel', { name: user.name })}>
                        {t('admin.users.view')}
                      </Button>
                      <Button size="small" color="error" onClick={() => setToDelete(user)} aria-label={t('admin.users.deleteLabel', { name: user.name })}>
                        {t('admin.delete')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
          )
        }
      </QueryBoundary>
      <ConfirmDialog
        open={!!toDelete}
        title={t('admin.deleteUser')}
        text={t('admin.users.confirmDelete', { name: toDelete?.name ?? '' })}
        confirmLabel={t('admin.delete')}
        cancelLabel={t('common.cancel')}
        busy={busy}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Container>
  );
}
