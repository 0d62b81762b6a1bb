// The route table: every screen of spec §2. Login-required screens sit under <RequireAuth/>.
import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RequireAuth } from './RequireAuth';
import { NotFoundPage } from './NotFoundPage';
import { HomePage } from '@/features/home';
import { AboutPage, ContactPage, FaqPage, PrivacyPage, TermsPage } from '@/features/pages';
import { LoginPage, RegisterPage, VerifyEmailPage } from '@/features/auth';
import { ProfilePage } from '@/features/users';
import { UserDetailsPage, UsersPage } from '@/features/admin';
import { AddCarPage, CarDetailsPage, CarsPage, EditCarPage, VendorCarsPage } from '@/features/cars';
import { AddServicePage, EditServicePage, ServiceDetailsPage, ServicesPage } from '@/features/services';
import { BookingDetailsPage, BookingsPage, DashboardPage } from '@/features/bookings';
import { PaymentSuccessPage } from '@/features/payments';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
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
          { path: '/bookings', element: <BookingsPage /> },
          { path: '/bookingDetails/:id', element: <BookingDetailsPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/users', element: <UsersPage /> },
          { path: '/users/:id', element: <UserDetailsPage /> },
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
