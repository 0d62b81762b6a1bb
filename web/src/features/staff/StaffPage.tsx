// /vendor/staff: the owner invites managers, agents and drivers by email or phone to some of its
// services, sees who is on the staff or invited, and removes a member (signed out at once).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert, Button, Checkbox, Chip, Container, FormControl, FormControlLabel, FormGroup, FormLabel, InputLabel, MenuItem, Paper, Select, Skeleton, Stack, Table, TableBody,
  TableCell, TableContainer, TableHead, TableRow, TextField, ToggleButton, ToggleButtonGroup, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { inviteStaffSchema, STAFF_ROLES, type StaffMember, type StaffRole } from '@carrental/shared';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryBoundary } from '@/components/QueryBoundary';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { useZodForm } from '@/lib/useZodForm';
import { serviceQueries } from '@/features/services/api';
import { staffQueries, useInviteStaff, useRemoveStaff } from './api';

interface InviteValues extends Record<string, unknown> {
  email?: string;
  phone?: string;
  role: StaffRole;
  serviceIds: string[];
}

function InviteForm() {
  const { t } = useI18n();
  const services = useQuery(serviceQueries.mine());
  const invite = useInviteStaff();
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const form = useZodForm<InviteValues, unknown>(inviteStaffSchema, { email: '', role: 'agent', serviceIds: [] });
  const toggleService = (id: string, on: boolean) =>
    form.set('serviceIds', on ? [...form.values.serviceIds, id] : form.values.serviceIds.filter((s) => s !== id));
  const onSubmit = form.submit(async (input) => {
    await invite.mutateAsync(input as Parameters<typeof invite.mutateAsync>[0]);
    toast.success(t('staff.invite.sent'));
    form.reset({ ...(by === 'email' ? { email: '' } : { phone: '' }), role: form.values.role, serviceIds: form.values.serviceIds });
  }, t('staff.invite.failed'));

  return (
    <Paper component="form" variant="outlined" sx={{ p: 2 }} onSubmit={onSubmit} noValidate aria-labelledby="invite-title">
      <Typography id="invite-title" variant="h6" component="h2" gutterBottom>{t('staff.invite.title')}</Typography>
      <Stack spacing={2}>
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={by}
          aria-label={t('staff.invite.by')}
          onChange={(_, next: 'email' | 'phone' | null) => {
            if (!next) return;
            setBy(next);
            form.reset({ ...(next === 'email' ? { email: '' } : { phone: '' }), role: form.values.role, serviceIds: form.values.serviceIds });
          }}
        >
          <ToggleButton value="email">{t('staff.invite.byEmail')}</ToggleButton>
          <ToggleButton value="phone">{t('staff.invite.byPhone')}</ToggleButton>
        </ToggleButtonGroup>
        {by === 'email' ? (
          <TextField {...form.field('email')} value={form.values.email ?? ''} label={t('staff.invite.email')} type="email" autoComplete="off" required slotProps={{ htmlInput: { dir: 'ltr' } }} />
        ) : (
          <TextField {...form.field('phone')} value={form.values.phone ?? ''} label={t('staff.invite.phone')} type="tel" autoComplete="off" required slotProps={{ htmlInput: { dir: 'ltr' } }} />
        )}
        <FormControl>
          <InputLabel id="invite-role">{t('staff.invite.role')}</InputLabel>
          <Select labelId="invite-role" label={t('staff.invite.role')} value={form.values.role} onChange={(e) => form.set('role', e.target.value as StaffRole)} name="role">
            {STAFF_ROLES.map((role) => (
              <MenuItem key={role} value={role}>{t(`staff.role.${role}`)}</MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl component="fieldset" error={!!form.errors.serviceIds}>
          <FormLabel component="legend">{t('staff.invite.services')}</FormLabel>
          <FormGroup>
            {(services.data ?? []).map((s) => (
              <FormControlLabel key={s.id} control={<Checkbox checked={form.values.serviceIds.includes(s.id)} onChange={(e) => toggleService(s.id, e.target.checked)} />} label={s.name} />
            ))}
          </FormGroup>
          {form.errors.serviceIds && <Typography variant="caption" color="error">{form.errors.serviceIds}</Typography>}
        </FormControl>
        <Button type="submit" variant="contained" disabled={invite.isPending} sx={{ alignSelf: 'flex-start' }}>{t('staff.invite.submit')}</Button>
      </Stack>
    </Paper>
  );
}

function MembersTable({ members }: { members: StaffMember[] }) {
  const { t, ltr } = useI18n();
  const remove = useRemoveStaff();
  const [leaving, setLeaving] = useState<StaffMember | null>(null);
  return (
    <>
      {/* A phone gets one card per member (the table's last columns would scroll out of sight). */}
      <Stack spacing={1} sx={{ display: { xs: 'flex', md: 'none' } }}>
        {members.map((m) => (
          <Paper key={m.id} variant="outlined" sx={{ p: 2 }} data-testid="staff-card">
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600 }}>{m.name ?? ltr(m.email ?? m.phone ?? '')}</Typography>
                <Chip size="small" color={m.status === 'active' ? 'success' : 'default'} label={t(`staff.status.${m.status}`)} />
              </Stack>
              {m.name && <Typography variant="body2">{ltr(m.email ?? m.phone ?? '')}</Typography>}
              <Typography variant="body2">{t(`staff.role.${m.role}`)} · {m.services.map((x) => x.name).join(', ')}</Typography>
              <Button size="small" color="error" onClick={() => setLeaving(m)} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>{t('staff.remove')}</Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <TableContainer component={Paper} variant="outlined" sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table size="small" aria-label={t('staff.list.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('staff.col.name')}</TableCell>
              <TableCell>{t('staff.col.contact')}</TableCell>
              <TableCell>{t('staff.col.role')}</TableCell>
              <TableCell>{t('staff.col.services')}</TableCell>
              <TableCell>{t('staff.col.status')}</TableCell>
              <TableCell>{t('staff.col.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((m) => (
              <TableRow key={m.id} data-testid="staff-row">
                <TableCell>{m.name ?? ''}</TableCell>
                <TableCell>{ltr(m.email ?? m.phone ?? '')}</TableCell>
                <TableCell>{t(`staff.role.${m.role}`)}</TableCell>
                <TableCell>{m.services.map((s) => s.name).join(', ')}</TableCell>
                <TableCell><Chip size="small" color={m.status === 'active' ? 'success' : 'default'} label={t(`staff.status.${m.status}`)} /></TableCell>
                <TableCell><Button size="small" color="error" onClick={() => setLeaving(m)}>{t('staff.remove')}</Button></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={leaving !== null}
        title={t('staff.remove.title')}
        text={t('staff.remove.text')}
        confirmLabel={t('staff.remove')}
        busy={remove.isPending}
        onClose={() => setLeaving(null)}
        onConfirm={() =>
          remove.mutate(leaving!.id, {
            onSuccess: () => {
              toast.success(t('staff.remove.done'));
              setLeaving(null);
            },
            onError: (error) => toast.error(errorMessage(error, t('staff.loadFailed'))),
          })
        }
      />
    </>
  );
}

export function StaffPage() {
  const { t } = useI18n();
  usePageTitle(t('staff.title'));
  const members = useQuery(staffQueries.members());
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1">{t('staff.title')}</Typography>
        <Button component={RouterLink} to="/vendor/audit-log" variant="outlined">{t('staff.auditLink')}</Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{t('staff.intro')}</Typography>
      <Stack spacing={3}>
        <InviteForm />
        <section aria-labelledby="members-title">
          <Typography id="members-title" variant="h6" component="h2" gutterBottom>{t('staff.list.title')}</Typography>
          <QueryBoundary
            query={members}
            loading={<Skeleton variant="rounded" height={120} />}
            errorText={t('staff.loadFailed')}
            empty={<Alert severity="info">{t('staff.list.empty')}</Alert>}
          >
            {(list) => <MembersTable members={list} />}
          </QueryBoundary>
        </section>
      </Stack>
    </Container>
  );
}
