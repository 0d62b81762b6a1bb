// The first element of every query key, one per feature. A feature's own key factory (in its
// api.ts) builds on its root; another feature that must refresh that data after a write of its own
// (a car save changes the services' car counts) invalidates the whole root, so no api.ts needs to
// import another and no key is ever written out by hand.
export const queryRoots = {
  admin: ['admin'],
  auth: ['auth'],
  availability: ['availability'],
  bookings: ['bookings'],
  cars: ['cars'],
  config: ['config'],
  earnings: ['earnings'],
  messages: ['messages'],
  notifications: ['notifications'],
  payments: ['payments'],
  reviews: ['reviews'],
  services: ['services'],
  trips: ['trips'],
  users: ['users'],
} as const;
