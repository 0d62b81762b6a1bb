// "Sign in with Google" through Google Identity Services, with One Tap. Shown only when the
// server has a Google client id; the credential (an ID token) is verified by the server.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useAppConfig } from '@/lib/config';
import { translate, useLocale } from '@/lib/i18n/store';
import { toast } from '@/lib/toast';
import { googleLogin, startSession } from './api';
import { returnPath } from './returnTo';

interface GoogleId {
  initialize(options: { client_id: string; callback: (response: { credential: string }) => void; auto_select?: boolean }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  prompt(): void;
  cancel(): void;
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
let scriptPromise: Promise<void> | undefined;

function loadScript(): Promise<void> {
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = undefined;
      reject(new Error('Google sign-in could not load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export function GoogleSignInButton({ text = 'signin_with' }: { text?: 'signin_with' | 'signup_with' }) {
  const { data: config } = useAppConfig();
  const clientId = config?.googleClientId;
  const locale = useLocale((s) => s.locale);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read when Google answers, which may be after a re-render.
  const locationState = useRef<unknown>(null);
  locationState.current = useLocation().state;

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadScript()
      .then(() => {
        const id = window.google?.accounts.id;
        if (cancelled || !id || !container.current) return;
        id.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            try {
              startSession(await googleLogin(credential));
              queryClient.clear();
              navigate(returnPath(locationState.current) ?? '/dashboard', { replace: true });
            } catch (error) {
              // The spec keeps third-party failures to the console and the stored message.
              console.error('Google authentication failed', error);
              toast.error(translate('auth.googleFailed'));
            }
          },
        });
        // Google writes the button's words itself; in Urdu it is told so (English keeps its default).
        id.renderButton(container.current, { theme: 'outline', size: 'large', text, width: 300, ...(locale === 'ur' ? { locale: 'ur' } : {}) });
        id.prompt();
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      window.google?.accounts.id.cancel();
    };
  }, [clientId, navigate, queryClient, text, locale]);

  if (!clientId) return null;
  return <Box ref={container} sx={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} data-testid="google-signin" />;
}

/** Whether the Google button (and its "OR" divider) is shown. */
export const useGoogleEnabled = () => !!useAppConfig().data?.googleClientId;
