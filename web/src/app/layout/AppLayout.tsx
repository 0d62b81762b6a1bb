import { DrawnPart } from '@/lib/adoption';
import { Outlet } from 'react-router';
import { Box, Toolbar } from '@mui/material';
import { useSession } from '@/lib/session';
import { useT } from '@/lib/i18n';
import { preloadable } from '@/lib/preloadable';
import { Header, SignedInActions } from './Header';
import { ScrollToTop } from './ScrollToTop';

// Loaded apart from the first page: the footer always starts below the first screen (main is at
// least a screen tall), and the banner concerns only signed-in users with an unverified email.
const Footer = preloadable(() => import('./Footer'), 'Footer');
const VerifyEmailBanner = preloadable(() => import('@/features/auth'), 'VerifyEmailBanner');

/**
 * The shell's own late pieces the reader's pages show (the footer; signed in, the header's icons
 * and, with an unverified email, the banner), loaded ahead of a drawn page.
 */
function shellPieces() {
  const { isAuthenticated, user } = useSession.getState();
  return [Footer, ...(isAuthenticated ? [SignedInActions] : []), ...(isAuthenticated && user?.emailVerified === false ? [VerifyEmailBanner] : [])];
}
export const preloadShell = () => Promise.all(shellPieces().map((piece) => piece.preload()));
/** The names of those pieces (their chunks are named after them). */
export const shellScreens = () => shellPieces().map((piece) => piece.screen);

/** The banner's room while its code loads: one line of a standard Alert. */
const BANNER_HEIGHT = 48;

/** While a screen's code loads: an empty main area (it is at least a screen tall anyway), so
 * nothing is drawn that the screen would then push around. */
export function PageLoading() {
  const t = useT();
  return <Box role="status" aria-label={t('common.loading')} aria-live="polite" />;
}

export function AppLayout() {
  const unverified = useSession((s) => s.isAuthenticated && s.user?.emailVerified === false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <Header />
      <Toolbar />
      {unverified && (
        <DrawnPart fallback={<Box sx={{ minHeight: BANNER_HEIGHT }} />}>
          <VerifyEmailBanner />
        </DrawnPart>
      )}
      {/* At least a screen tall: the footer starts below the first screen, so content that arrives
          late (a lazy screen, its data) grows the page downwards without moving the footer into
          or across view (docs/decisions/0019-web-performance.md). */}
      <Box component="main" id="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <DrawnPart fallback={<PageLoading />}>
          <Outlet />
        </DrawnPart>
      </Box>
      <DrawnPart fallback={null}>
        <Footer />
      </DrawnPart>
    </Box>
  );
}
