// /admin/jobs: the background job queue for admins. Counts per queue and state, the failed jobs
// (dead letters) with their last error, and "Retry". Others see "Not authorised".
import { useState } from 'react';
import { Alert, Button, Container, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { JOB_STATES, type FailedJob } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { useIsAdmin } from './api';
import { jobsKey, retryJob, useJobsOverview } from './jobs-api';
import { NotAuthorised } from './NotAuthorised';

const STATE_LABELS: Record<(typeof JOB_STATES)[number], string> = {
  created: 'Waiting',
  retry: 'Retrying',
  active: 'Running',
  completed: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

export function JobsPage() {
  usePageTitle('Background jobs');
  const isAdmin = useIsAdmin();
  const { data, isPending, isError, refetch } = useJobsOverview(isAdmin);
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);

  if (!isAdmin) return <NotAuthorised />;

  async function retry(job: FailedJob) {
    setBusyId(job.id);
    try {
      const answer = await retryJob(job.queue, job.id);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: jobsKey });
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to retry the job'));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Background jobs
      </Typography>
      {isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Try again</Button>}>
          Failed to fetch jobs
        </Alert>
      )}
      {isPending && !isError && (
        <Stack spacing={1} role="status" aria-label="Loading jobs">
          {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={48} />)}
        </Stack>
      )}
      {data && (
        <Stack spacing={4}>
          <TableContainer component={Paper}>
            <Table aria-label="Queues" size="small" sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Queue</TableCell>
                  {JOB_STATES.map((s) => <TableCell key={s} align="right">{STATE_LABELS[s]}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.queues.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={JOB_STATES.length + 1} align="center">No queues yet</TableCell>
                  </TableRow>
                )}
                {data.queues.map((q) => (
                  <TableRow key={q.name}>
                    <TableCell component="th" scope="row">{q.name}</TableCell>
                    {JOB_STATES.map((s) => <TableCell key={s} align="right">{q.counts[s] ?? 0}</TableCell>)}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>

          <div>
            <Typography variant="h5" component="h2" gutterBottom>
              Failed jobs
            </Typography>
            {data.failed.length === 0 ? (
              <Alert severity="success">No failed jobs</Alert>
            ) : (
              <TableContainer component={Paper}>
                <Table aria-label="Failed jobs" size="small" sx={{ minWidth: 720 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Queue</TableCell>
                      <TableCell>Last error</TableCell>
                      <TableCell align="right">Attempts</TableCell>
                      <TableCell>Failed at</TableCell>
                      <TableCell align="right">Actions</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.failed.map((job) => (
                      <TableRow key={job.id}>
                        <TableCell>{job.queue}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{job.lastError}</TableCell>
                        <TableCell align="right">{job.attempts}</TableCell>
                        <TableCell>{when(job.failedAt)}</TableCell>
                        <TableCell align="right">
                          <Button size="small" disabled={busyId === job.id} onClick={() => void retry(job)} aria-label={`Retry ${job.queue} job ${job.id}`}>
                            Retry
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </div>
        </Stack>
      )}
    </Container>
  );
}
