// /bookings: the user's bookings by status tab. `tab` (received | sent) picks the list: bookings
// received by the user's services, or sent as a customer; it defaults to the current mode.
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Box, Container, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { BOOKING_TABS, nowInZone, type Booking } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useTimeZone } from '@/lib/config';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/usePageTitle';
import { BookingCard } from './BookingCard';
import { bookingsViewOf, useBookingsQuery, type BookingsView } from './api';

/** What a link to /bookings may carry (the notification bell uses it). */
export interface BookingsNavigationState {
  highlightedBookingId?: string;
  /** A status tab key (upcoming, active, confirmed, cancelled, rejected), or received/sent. */
  activeTab?: string;
}

type TabKey = (typeof BOOKING_TABS)[number]['key'];

/** Whether a tab holds a booking; "Upcoming" only holds trips that have not ended (`now`: wall clock). */
function inTab(key: TabKey, booking: Booking, now: string): boolean {
  const tab = BOOKING_TABS.find((item) => item.key === key)!;
  if (!(tab.statuses as readonly string[]).includes(booking.status)) return false;
  return key !== 'upcoming' || booking.endDate >= now;
}

function tabOf(booking: Booking, now: string): TabKey {
  return BOOKING_TABS.find((item) => inTab(item.key, booking, now))?.key ?? 'active';
}

export function useBookingsView(): BookingsView {
  const [params] = useSearchParams();
  const { loggedInAs, user } = useSession();
  return bookingsViewOf(params.get('tab'), { loggedInAs, user });
}

export function BookingsPage() {
  const view = useBookingsView();
  const { t } = useI18n();
  const location = useLocation();
  const navState = (location.state ?? {}) as BookingsNavigationState & { bookingId?: string; highlightBookingId?: string };
  const highlightedId = navState.highlightedBookingId ?? navState.highlightBookingId ?? navState.bookingId;
  const title = view === 'received' ? t('bookings.list.receivedTitle') : t('bookings.list.sentTitle');
  usePageTitle(title);
  const query = useBookingsQuery(view);
  const zone = useTimeZone();
  const now = useMemo(() => nowInZone(zone), [zone]);
  const bookings = useMemo(() => query.data ?? [], [query.data]);
  // The status tab lives in the address (?status=), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const isTab = (key: unknown): key is TabKey => BOOKING_TABS.some((item) => item.key === key);
  const [tab, setTabState] = useState<TabKey>(() => {
    const inAddress = params.get('status');
    return isTab(inAddress) ? inAddress : isTab(navState.activeTab) ? navState.activeTab : 'upcoming';
  });
  const setTab = (next: TabKey) => {
    setTabState(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('status', next);
        return updated;
      },
      { replace: true, state: location.state },
    );
  };

  // Open the tab that holds the highlighted booking once the list is known, and bring it into view.
  const highlighted = bookings.find((b) => b.id === highlightedId);
  useEffect(() => {
    if (!highlighted) return;
    setTabState(tabOf(highlighted, now));
    const timer = setTimeout(() => {
      document.querySelector(`[data-booking-id="${highlighted.id}"]`)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    }, 50);
    return () => clearTimeout(timer);
  }, [highlighted, now]);

  const counts = Object.fromEntries(
    BOOKING_TABS.map((item) => [item.key, bookings.filter((b) => inTab(item.key, b, now)).length]),
  ) as Record<TabKey, number>;
  const current = BOOKING_TABS.find((item) => item.key === tab)!;
  const shown = bookings.filter((b) => inTab(tab, b, now));
  // Upcoming: the soonest trip first.
  if (tab === 'upcoming') shown.sort((a, b) => a.startDate.localeCompare(b.startDate));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_e, value: TabKey) => setTab(value)} variant="scrollable" allowScrollButtonsMobile aria-label={t('bookings.list.statusTabs')}>
          {BOOKING_TABS.map((item) => (
            <Tab key={item.key} value={item.key} label={t('bookings.list.tab', { label: t(`bookings.tab.${item.key}`), count: query.isPending ? '…' : String(counts[item.key]) })} id={`bookings-tab-${item.key}`} aria-controls="bookings-panel" />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="bookings-panel" aria-labelledby={`bookings-tab-${tab}`}>
        <QueryBoundary
          query={query}
          loading={
            <Stack spacing={2} aria-busy="true" aria-label={t('bookings.list.loading')}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={180} sx={{ width: { xs: '100%', md: '70%' }, mx: 'auto' }} />
              ))}
            </Stack>
          }
          errorText={errorMessage(query.error, view === 'received' ? t('bookings.list.receivedFailed') : t('bookings.list.sentFailed'))}
          isEmpty={() => shown.length === 0}
          empty={
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
              {t(`bookings.empty.${current.key}`)}
            </Typography>
          }
        >
          {() => (
            <Stack spacing={2}>
              {shown.map((booking) => (
                <BookingCard key={booking.id} booking={booking} highlighted={booking.id === highlightedId} />
              ))}
            </Stack>
          )}
        </QueryBoundary>
      </Box>
    </Container>
  );
}
