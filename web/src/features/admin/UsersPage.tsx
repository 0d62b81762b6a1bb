// /users (spec §2): the user management table, for admins (cards below 600 px, where a table
// would scroll sideways). Others see "Not authorised".
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Chip, Paper, Stack, TableCell, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { AdminUserSummary } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useI18n } from '@/lib/i18n';
import { QueryBoundary } from '@/components/QueryBoundary';
import { usePageTitle } from '@/lib/usePageTitle';
import { useDeleteUser, useIsAdmin, useUsers } from './api';
import { NotAuthorised } from '@/components/NotAuthorised';
import { Page } from '@/components/Page';
import { LoadingRows } from '@/components/LoadingRows';
import { DataTable } from '@/components/DataTable';
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
    <Page title={t('admin.users.heading')}>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
      <QueryBoundary
        query={query}
        loading={<LoadingRows label={t('admin.users.loading')} count={4} />}
        errorText={t('admin.users.loadFailed')}
        empty={<Paper sx={{ p: 3, textAlign: 'center' }}><Typography>{t('admin.users.none')}</Typography></Paper>}
      >
        {(users) =>
          narrow ? (
            <UserCards users={users} onDelete={setToDelete} />
          ) : (
        <DataTable
          label={t('admin.users.table')}
          minWidth={760}
          columns={[
            t('admin.users.name'),
            t('admin.users.email'),
            t('admin.users.phone'),
            t('admin.users.roles'),
            t('admin.users.idVerified'),
            { label: t('admin.users.actions'), end: true },
          ]}
        >
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
        </DataTable>
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
    </Page>
  );
}
