// Calls of the admin jobs screen. The server checks ADMIN on each; the screen only mirrors it.
import { useQuery } from '@tanstack/react-query';
import type { JobsOverview } from '@carrental/shared';
import { api } from '@/lib/api';

export const jobsKey = ['admin', 'jobs'] as const;

export const useJobsOverview = (enabled: boolean) =>
  useQuery({ queryKey: jobsKey, queryFn: () => api.get<JobsOverview>('/admin/jobs'), enabled, refetchInterval: 15_000 });

export const retryJob = (queue: string, id: string) =>
  api.post<{ message: string }>(`/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`);
