// Building blocks many screens share: the car card, the confirmation dialog, toasts.
export const components = {
  'components.perDay': '{price}/day',
  'components.carCard.instant': 'Instant book',
  'components.carCard.explore': 'Explore',
  'components.carCard.exploreLabel': 'Explore {car} {year}',
  'components.toast.close': 'Close',
  'components.dateField.placeholder': 'dd-mm-yyyy',
  'components.dateField.invalid': 'Type the date as day-month-year, for example 25-11-2026',
  'components.dateField.calendar': 'Open the calendar',
  'components.carCard.place': '{city} · {service}',
  'components.queryBoundary.retry': 'Try again',
} as const;
