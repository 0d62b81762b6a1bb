// Calls of the admin jobs screen. The server checks ADMIN on each; the screen only mirrors it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailedJob, JobsOverview } from '@carrental/shared';
import { api } from '@/lib/api';
import { adminKeys } from './api';

export const jobsKey = [...adminKeys.all, 'jobs'] as const;

export const useJobsOverview = (enabled: boolean) =>
  useQuery({ queryKey: jobsKey, queryFn: ({ signal }) => api.get<JobsOverview>('/admin/jobs', { signal }), enabled, refetchInterval: 15_000 });

/** "Retry" on a failed job; the overview reloads after it. `variables` says which job is busy. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: Pick<FailedJob, 'queue' | 'id'>) =>
      api.post<{ message: string }>(`/admin/jobs/${encodeURIComponent(job.queue)}/${encodeURIComponent(job.id)}/retry`),
    onSettled: () => client.invalidateQueries({ queryKey: jobsKey }),
  });
}
