// The one list of the web app's features: the route table takes each feature's screens from here,
// and the slot table the pieces each puts in other features' pages (decision 0052). Adding a
// feature is its folder (with a routes.tsx) and one line below. A feature's screens and pieces load
// from their own chunks (routes.tsx imports them lazily), so this list costs the first page nothing.
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { routes as admin } from '@/features/admin/routes';
import { routes as agreements } from '@/features/agreements/routes';
import { routes as analytics } from '@/features/analytics/routes';
import { routes as auth } from '@/features/auth/routes';
import { routes as availability } from '@/features/availability/routes';
import { routes as bookings } from '@/features/bookings/routes';
import { routes as cars } from '@/features/cars/routes';
import { routes as charges } from '@/features/charges/routes';
import { routes as claims } from '@/features/claims/routes';
import { routes as dashboard } from '@/features/dashboard/routes';
import { routes as earnings } from '@/features/earnings/routes';
import { routes as handovers } from '@/features/handovers/routes';
import { routes as home } from '@/features/home/routes';
import { routes as identity } from '@/features/identity/routes';
import { routes as messages } from '@/features/messages/routes';
import { routes as pages } from '@/features/pages/routes';
import { routes as payments } from '@/features/payments/routes';
import { routes as rentalMoney } from '@/features/rental-money/routes';
import { routes as phones } from '@/features/phones/routes';
import { routes as reviews } from '@/features/reviews/routes';
import { routes as services } from '@/features/services/routes';
import { routes as staff } from '@/features/staff/routes';
import { routes as trips } from '@/features/trips/routes';
import { routes as users } from '@/features/users/routes';

export const features: Record<string, FeatureRoutes> = {
  admin,
  agreements,
  analytics,
  auth,
  availability,
  bookings,
  cars,
  charges,
  claims,
  dashboard,
  earnings,
  handovers,
  home,
  identity,
  messages,
  pages,
  payments,
  rentalMoney,
  phones,
  reviews,
  services,
  staff,
  trips,
  users,
};
