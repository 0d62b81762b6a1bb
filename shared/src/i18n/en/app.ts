// The app shell: the document title and the page for unknown addresses.
export const app = {
  'app.pageTitle': '{title} · RentWheels',
  'app.defaultTitle': 'RentWheels — Car rental across Pakistan',
  'app.notFound.title': 'Page not found',
  'app.notFound.text': 'The page you are looking for does not exist or has moved.',
  'app.notFound.home': 'Back to Home',
  'app.notFound.browse': 'Browse Cars',
  'app.offline.title': 'You are offline',
  'app.offline.text': 'RentWheels needs an internet connection to show cars and bookings. Check your connection and try again.',
  'app.offline.retry': 'Try again',
} as const;
