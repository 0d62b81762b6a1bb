// /vendor/audit-log: who did what to the company's bookings, cars, money and staff, newest first,
// filtered by who, kind and dates (the owner sees the company's, a manager their branches').
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Container, FormControl, InputLabel, Link, MenuItem, Paper, Select, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AUDIT_SUBJECTS, type AuditEntry, type AuditQuery, type MessageKey } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { staffQueries } from './api';

/** The catalog key of an action, or null for one this screen does not know yet. */
function actionKey(action: string, has: (key: string) => boolean): MessageKey | null {
  const key = `staff.audit.action.${action.replace('.', '_')}`;
  return has(key) ? (key as MessageKey) : null;
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, date, ltr } = useI18n();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('staff.audit.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('staff.audit.col.when')}</TableCell>
            <TableCell>{t('staff.audit.col.who')}</TableCell>
            <TableCell>{t('staff.audit.col.action')}</TableCell>
            <TableCell>{t('staff.audit.col.record')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => {
            const key = actionKey(e.action, (k) => t.has(k as MessageKey));
            return (
              <TableRow key={e.id} data-testid="audit-row">
                <TableCell>{date(e.at)}</TableCell>
                <TableCell>
                  {e.actor.name ?? t('staff.audit.system')}
                  <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>{t(`staff.audit.actorRole.${e.actor.role}`)}</Typography>
                </TableCell>
                <TableCell>{key ? t(key) : ltr(e.action)}</TableCell>
                <TableCell>
                  {e.subjectId && (e.subject === 'booking' || e.subject === 'money' || e.subject === 'driver') && e.action !== 'driver.day_off' ? (
                    <Link component={RouterLink} to={`/bookingDetails/${e.subjectId}`}>{ltr(e.subjectId.slice(0, 8))}</Link>
                  ) : (
                    ltr(e.subjectId?.slice(0, 8) ?? '')
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function AuditLogPage() {
  const { t } = useI18n();
  usePageTitle(t('staff.audit.title'));
  const [query, setQuery] = useState<AuditQuery>({});
  const entries = useQuery(staffQueries.audit(query));
  // The people named so far, for the "who" filter (kept while a filter narrows the list).
  const [people, setPeople] = useState<Map<string, string>>(new Map());
  const seen = entries.data?.filter((e) => e.actor.id && e.actor.name && !people.has(e.actor.id)) ?? [];
  if (seen.length) setPeople(new Map([...people, ...seen.map((e) => [e.actor.id!, e.actor.name!] as const)]));
  const set = (patch: Partial<AuditQuery>) => setQuery((q) => Object.fromEntries(Object.entries({ ...q, ...patch }).filter(([, v]) => v)) as AuditQuery);

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>{t('staff.audit.title')}</Typography>
      <Stack component="section" aria-label={t('staff.audit.filters')} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <FormControl sx={{ minWidth: 180 }} size="small">
          <InputLabel id="audit-who">{t('staff.audit.who')}</InputLabel>
          <Select labelId="audit-who" label={t('staff.audit.who')} value={query.actorId ?? ''} onChange={(e) => set({ actorId: e.target.value || undefined })}>
            <MenuItem value="">{t('staff.audit.anyone')}</MenuItem>
            {[...people].map(([id, name]) => <MenuItem key={id} value={id}>{name}</MenuItem>)}
          </Select>
        </FormControl>
        <FormControl sx={{ minWidth: 160 }} size="small">
          <InputLabel id="audit-what">{t('staff.audit.what')}</InputLabel>
          <Select labelId="audit-what" label={t('staff.audit.what')} value={query.subject ?? ''} onChange={(e) => set({ subject: (e.target.value || undefined) as AuditQuery['subject'] })}>
            <MenuItem value="">{t('staff.audit.everything')}</MenuItem>
            {AUDIT_SUBJECTS.map((s) => <MenuItem key={s} value={s}>{t(`staff.audit.subject.${s}`)}</MenuItem>)}
          </Select>
        </FormControl>
        <TextField size="small" type="date" label={t('staff.audit.from')} value={query.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label={t('staff.audit.to')} value={query.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <QueryBoundary query={entries} loading={<Skeleton variant="rounded" height={200} />} errorText={t('staff.audit.loadFailed')} empty={<Alert severity="info">{t('staff.audit.empty')}</Alert>}>
        {(list) => <AuditTable entries={list} />}
      </QueryBoundary>
    </Container>
  );
}
