// /admin/jobs: the background job queue for admins. Counts per queue and state, the failed jobs
// (dead letters) with their last error, and "Retry". Others see "Not authorised".
import { Alert, Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { formatDateTime, JOB_STATES, type FailedJob, type Locale } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useIsAdmin } from './api';
import { useJobsOverview, useRetryJob } from './jobs-api';
import { NotAuthorised } from '@/components/NotAuthorised';
import { Page } from '@/components/Page';
import { LoadingRows } from '@/components/LoadingRows';
import { DataTable } from '@/components/DataTable';

const when = (iso: string | null, locale: Locale) => (iso ? formatDateTime(locale, iso) : '—');

export function JobsPage() {
  const { t, locale } = useI18n();
  usePageTitle(t('admin.jobs.title'));
  const isAdmin = useIsAdmin();
  const query = useJobsOverview(isAdmin);
  const retrying = useRetryJob();

  if (!isAdmin) return <NotAuthorised />;

  const retry = (job: FailedJob) =>
    retrying.mutate(job, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (err) => toast.error(errorMessage(err, t('admin.jobs.retryFailed'))),
    });
  const busy = (job: FailedJob) => retrying.isPending && retrying.variables?.id === job.id;

  return (
    <Page title={t('admin.jobs.title')}>
      <QueryBoundary query={query} errorText={t('admin.jobs.loadFailed')} loading={<LoadingRows label={t('admin.jobs.loading')} />}>
        {(data) => (
        <Stack spacing={4}>
          <DataTable
            label={t('admin.jobs.queues')}
            size="small"
            minWidth={640}
            columns={[t('admin.jobs.queue'), ...JOB_STATES.map((s) => ({ label: t(`admin.jobs.state.${s}`), end: true }))]}
          >
            {data.queues.length === 0 && (
              <TableRow>
                <TableCell colSpan={JOB_STATES.length + 1} align="center">{t('admin.jobs.noQueues')}</TableCell>
              </TableRow>
            )}
            {data.queues.map((q) => (
              <TableRow key={q.name}>
                <TableCell component="th" scope="row">{q.name}</TableCell>
                {JOB_STATES.map((s) => <TableCell key={s} align="right">{q.counts[s] ?? 0}</TableCell>)}
              </TableRow>
            ))}
          </DataTable>

          <div>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('admin.jobs.failedTitle')}
            </Typography>
            {data.failed.length === 0 ? (
              <Alert severity="success">{t('admin.jobs.noFailed')}</Alert>
            ) : (
              <DataTable
                label={t('admin.jobs.failedTitle')}
                size="small"
                minWidth={720}
                columns={[
                  t('admin.jobs.queue'),
                  t('admin.jobs.lastError'),
                  { label: t('admin.jobs.attempts'), end: true },
                  t('admin.jobs.failedAt'),
                  { label: t('admin.jobs.actions'), end: true },
                ]}
              >
                {data.failed.map((job) => (
                  <TableRow key={job.id}>
                    <TableCell>{job.queue}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{job.lastError}</TableCell>
                    <TableCell align="right">{job.attempts}</TableCell>
                    <TableCell>{when(job.failedAt, locale)}</TableCell>
                    <TableCell align="right">
                      <Button size="small" disabled={busy(job)} onClick={() => retry(job)} aria-label={t('admin.jobs.retryLabel', { queue: job.queue, id: job.id })}>
                        {t('admin.jobs.retry')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </DataTable>
            )}
          </div>
        </Stack>
        )}
      </QueryBoundary>
    </Page>
  );
}
