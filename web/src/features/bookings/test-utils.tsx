// Test data of the bookings screens; the rendering helpers are every feature's (`@/test/app`).
export { renderAt, signIn, stubApi, type Answer, type Routes } from '@/test/app';
export { booking } from '@/test/booking';
