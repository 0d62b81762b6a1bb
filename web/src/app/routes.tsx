// The route table: every screen of spec §2. Login-required screens sit under <RequireAuth/>.
import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { AppLayout, preloadShell, SHELL_SCREENS } from './layout/AppLayout';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import { RequireAuth } from './RequireAuth';
import { HomePage } from '@/features/home';

// Each screen loads on its first visit from its own chunk, so the first page downloads only the
// shell and Home, and a car page does not carry the car form. The route table is the one place
// that imports a feature's screen module directly (docs/decisions/0019-web-performance.md).
// A page loaded ahead (`preloadPage`, before the server draws a page and before the browser
// adopts that drawing) draws at once instead of suspending.
const page = preloadable;

const NotFoundPage = page(() => import('./NotFoundPage'), 'NotFoundPage');
const AboutPage = page(() => import('@/features/pages/AboutPage'), 'AboutPage');
const ContactPage = page(() => import('@/features/pages/ContactPage'), 'ContactPage');
const FaqPage = page(() => import('@/features/pages/FaqPage'), 'FaqPage');
const PrivacyPage = page(() => import('@/features/pages/PrivacyPage'), 'PrivacyPage');
const TermsPage = page(() => import('@/features/pages/TermsPage'), 'TermsPage');
const LoginPage = page(() => import('@/features/auth/LoginPage'), 'LoginPage');
const RegisterPage = page(() => import('@/features/auth/RegisterPage'), 'RegisterPage');
const VerifyEmailPage = page(() => import('@/features/auth/VerifyEmailPage'), 'VerifyEmailPage');
const ForgotPasswordPage = page(() => import('@/features/auth/PasswordResetPages'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('@/features/auth/PasswordResetPages'), 'ResetPasswordPage');
const ProfilePage = page(() => import('@/features/users/ProfilePage'), 'ProfilePage');
const UsersPage = page(() => import('@/features/admin/UsersPage'), 'UsersPage');
const UserDetailsPage = page(() => import('@/features/admin/UserDetailsPage'), 'UserDetailsPage');
const JobsPage = page(() => import('@/features/admin/JobsPage'), 'JobsPage');
const ManualRefundsPage = page(() => import('@/features/admin/ManualRefundsPage'), 'ManualRefundsPage');
const CarsPage = page(() => import('@/features/cars/CarsPage'), 'CarsPage');
const CarDetailsPage = page(() => import('@/features/cars/CarDetailsPage'), 'CarDetailsPage');
const AddCarPage = page(() => import('@/features/cars/AddCarPage'), 'AddCarPage');
const EditCarPage = page(() => import('@/features/cars/EditCarPage'), 'EditCarPage');
const VendorCarsPage = page(() => import('@/features/cars/VendorCarsPage'), 'VendorCarsPage');
const VendorCalendarPage = page(() => import('@/features/availability/VendorCalendarPage'), 'VendorCalendarPage');
const ServicesPage = page(() => import('@/features/services/ServicesPage'), 'ServicesPage');
const ServiceDetailsPage = page(() => import('@/features/services/ServiceDetailsPage'), 'ServiceDetailsPage');
const AddServicePage = page(() => import('@/features/services/AddServicePage'), 'AddServicePage');
const EditServicePage = page(() => import('@/features/services/EditServicePage'), 'EditServicePage');
const BookingsPage = page(() => import('@/features/bookings/BookingsPage'), 'BookingsPage');
const BookingDetailsPage = page(() => import('@/features/bookings/BookingDetailsPage'), 'BookingDetailsPage');
const DashboardPage = page(() => import('@/features/dashboard/DashboardPage'), 'DashboardPage');
const PaymentSuccessPage = page(() => import('@/features/payments/PaymentSuccessPage'), 'PaymentSuccessPage');
const EarningsPage = page(() => import('@/features/earnings/EarningsPage'), 'EarningsPage');
const PayoutsPage = page(() => import('@/features/earnings/PayoutsPage'), 'PayoutsPage');
const VendorEarningsPage = page(() => import('@/features/earnings/VendorEarningsPage'), 'VendorEarningsPage');
const InboxPage = page(() => import('@/features/messages/InboxPage'), 'InboxPage');
const ReportedReviewsPage = page(() => import('@/features/reviews/ReportedReviewsPage'), 'ReportedReviewsPage');

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/cars', element: <CarsPage /> },
      { path: '/cars/:id', element: <CarDetailsPage /> },
      { path: '/services/:serviceId', element: <ServiceDetailsPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/faq', element: <FaqPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/inbox', element: <InboxPage /> },
          { path: '/bookings', element: <BookingsPage /> },
          { path: '/bookingDetails/:id', element: <BookingDetailsPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/users', element: <UsersPage /> },
          { path: '/users/:id', element: <UserDetailsPage /> },
          { path: '/admin/jobs', element: <JobsPage /> },
          { path: '/admin/payouts', element: <PayoutsPage /> },
          { path: '/admin/payouts/:vendorId', element: <VendorEarningsPage /> },
          { path: '/earnings', element: <EarningsPage /> },
          { path: '/admin/refunds', element: <ManualRefundsPage /> },
          { path: '/admin/reviews', element: <ReportedReviewsPage /> },
          { path: '/services', element: <ServicesPage /> },
          { path: '/services/add', element: <AddServicePage /> },
          { path: '/services/edit/:serviceId', element: <EditServicePage /> },
          { path: '/cars/add', element: <AddCarPage /> },
          { path: '/cars/editCar/:id', element: <EditCarPage /> },
          { path: '/vendor/cars', element: <VendorCarsPage /> },
          { path: '/vendor/cars/:id/calendar', element: <VendorCalendarPage /> },
          { path: '/payment/success', element: <PaymentSuccessPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The lazily loaded screens `pathname` shows. */
function screensAt(pathname: string): Preloadable[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const type = (match.route.element as ReactElement | undefined)?.type as Partial<Preloadable> | undefined;
    return type?.preload ? [type as Preloadable] : [];
  });
}

/** Loads the code of the screens `pathname` shows (and the footer), so a first render draws them at once. */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all([preloadShell(), ...screensAt(pathname).map((screen) => screen.preload())]);
}

/** The names of the lazily loaded pieces `pathname` shows (their chunks are named after them). */
export function screensOf(pathname: string): string[] {
  return [...SHELL_SCREENS, ...screensAt(pathname).map((screen) => screen.screen)];
}
