// Settings the server decides at run time (Google client id, payment provider, time zone).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKETPLACE_TIME_ZONE, type PublicConfig } from '@carrental/shared';
import { api } from './api';


export type { PublicConfig };

export const configKeys = { all: ['config'] as const };

export const configQuery = () =>
  queryOptions({ queryKey: configKeys.all, queryFn: () => api.get<PublicConfig>('/config'), staleTime: Infinity });

export const useAppConfig = () => useQuery(configQuery());

/** The marketplace's time zone: the server's TIME_ZONE from the public configuration (its default until that arrives). */
export const useTimeZone = (): string => useAppConfig().data?.timeZone ?? MARKETPLACE_TIME_ZONE;
