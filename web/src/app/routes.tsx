// The route table: every screen of spec §2. Login-required screens sit under <RequireAuth/>.
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RequireAuth } from './RequireAuth';
import { NotFoundPage } from './NotFoundPage';
import { HomePage } from '@/features/home';

// Each feature's screens load on first visit, so the first page downloads only the shell and Home.
type Module = Record<string, ComponentType>;
const page = (load: () => Promise<unknown>, name: string) =>
  lazy(async () => ({ default: ((await load()) as Module)[name]! }));

const pages = () => import('@/features/pages');
const auth = () => import('@/features/auth');
const users = () => import('@/features/users');
const admin = () => import('@/features/admin');
const cars = () => import('@/features/cars');
const services = () => import('@/features/services');
const bookings = () => import('@/features/bookings');
const payments = () => import('@/features/payments');
const dashboard = () => import('@/features/dashboard');
const earnings = () => import('@/features/earnings');
const messages = () => import('@/features/messages');
const reviews = () => import('@/features/reviews');

const AboutPage = page(pages, 'AboutPage');
const ContactPage = page(pages, 'ContactPage');
const FaqPage = page(pages, 'FaqPage');
const PrivacyPage = page(pages, 'PrivacyPage');
const TermsPage = page(pages, 'TermsPage');
const LoginPage = page(auth, 'LoginPage');
const RegisterPage = page(auth, 'RegisterPage');
const VerifyEmailPage = page(auth, 'VerifyEmailPage');
const ForgotPasswordPage = page(auth, 'ForgotPasswordPage');
const ResetPasswordPage = page(auth, 'ResetPasswordPage');
const ProfilePage = page(users, 'ProfilePage');
const UsersPage = page(admin, 'UsersPage');
const UserDetailsPage = page(admin, 'UserDetailsPage');
const JobsPage = page(admin, 'JobsPage');
const ManualRefundsPage = page(admin, 'ManualRefundsPage');
const CarsPage = page(cars, 'CarsPage');
const CarDetailsPage = page(cars, 'CarDetailsPage');
const AddCarPage = page(cars, 'AddCarPage');
const EditCarPage = page(cars, 'EditCarPage');
const VendorCarsPage = page(cars, 'VendorCarsPage');
const ServicesPage = page(services, 'ServicesPage');
const ServiceDetailsPage = page(services, 'ServiceDetailsPage');
const AddServicePage = page(services, 'AddServicePage');
const EditServicePage = page(services, 'EditServicePage');
const BookingsPage = page(bookings, 'BookingsPage');
const BookingDetailsPage = page(bookings, 'BookingDetailsPage');
const DashboardPage = page(dashboard, 'DashboardPage');
const PaymentSuccessPage = page(payments, 'PaymentSuccessPage');
const EarningsPage = page(earnings, 'EarningsPage');
const PayoutsPage = page(earnings, 'PayoutsPage');
const VendorEarningsPage = page(earnings, 'VendorEarningsPage');
const InboxPage = page(messages, 'InboxPage');
const ReportedReviewsPage = page(reviews, 'ReportedReviewsPage');

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
          { path: '/payment/success', element: <PaymentSuccessPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
