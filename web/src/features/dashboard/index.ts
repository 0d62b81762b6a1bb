// The /dashboard summary: reads the bookings and services features' data through their api.ts.
export { DashboardPage } from './DashboardPage';
