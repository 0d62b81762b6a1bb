// /users (spec §2): the user management table, for admins. Others see "Not authorised".
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Chip, Container, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { AdminUserSummary } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { useDeleteUser, useIsAdmin, useUsers } from './api';
import { NotAuthorised } from './NotAuthorised';
import { ConfirmDialog } from '@/components/ConfirmDialog';

export function UsersPage() {
  usePageTitle('Users');
  const isAdmin = useIsAdmin();
  const { data: users, isPending, isError } = useUsers(isAdmin);
  const [toDelete, setToDelete] = useState<AdminUserSummary | null>(null);
  const deletion = useDeleteUser();
  const busy = deletion.isPending;
  const [error, setError] = useState<string | null>(null);

  if (!isAdmin) return <NotAuthorised />;

  async function confirmDelete() {
    if (!toDelete) return;
    setError(null);
    try {
      await deletion.mutateAsync(toDelete.id);
      toast.success(`${toDelete.name} was deleted`);
      setToDelete(null);
    } catch (err) {
      setError(errorMessage(err, 'Failed to delete user'));
      setToDelete(null);
    }
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        User Management
      </Typography>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{error}</Alert>}
      {isError && <Alert severity="error">Failed to fetch users</Alert>}
      {isPending && (
        <Stack spacing={1} role="status" aria-label="Loading users">
          {[0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={48} />)}
        </Stack>
      )}
      {users && (
        <TableContainer component={Paper}>
          <Table aria-label="Users" sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Roles</TableCell>
                <TableCell>ID Verified</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} align="center">No users found</TableCell>
                </TableRow>
              )}
              {users.map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell>{user.name}</TableCell>
                  <TableCell>
                    <Box sx={{ overflowWrap: 'anywhere' }}>{user.email}</Box>
                    <Chip size="small" variant="outlined" sx={{ mt: 0.5 }} label={user.emailVerified ? 'Email verified' : 'Email not verified'} color={user.emailVerified ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell>{user.phone || 'Not provided'}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                      {user.roles.map((role) => <Chip key={role} size="small" label={role} />)}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={user.idVerified ? 'Verified' : 'Not Verified'} color={user.idVerified ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} justifyContent="flex-end">
                      <Button size="small" component={RouterLink} to={`/users/${user.id}`} aria-label={`View ${user.name}`}>
                        View
                      </Button>
                      <Button size="small" color="error" onClick={() => setToDelete(user)} aria-label={`Delete ${user.name}`}>
                        Delete
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={!!toDelete}
        title="Delete user"
        text={`Are you sure you want to delete user ${toDelete?.name ?? ''}?`}
        confirmLabel="Delete"
        busy={busy}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Container>
  );
}
