// Settings the server decides at run time (Google client id, payment provider, time zone).
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export interface PublicConfig {
  googleClientId: string | null;
  paymentProvider: 'sandbox' | 'stripe';
  timeZone: string;
}

export const useAppConfig = () =>
  useQuery({ queryKey: ['config'], queryFn: () => api.get<PublicConfig>('/config'), staleTime: Infinity });
