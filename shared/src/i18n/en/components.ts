// Building blocks many screens share: the car card, the confirmation dialog, toasts.
export const components = {
  'components.perDay': '{price}/day',
  'components.carCard.instant': 'Instant book',
  'components.carCard.explore': 'Explore',
  'components.carCard.exploreLabel': 'Explore {car} {year}',
  'components.toast.close': 'Close',
  'components.carCard.place': '{city} · {service}',
  'components.queryBoundary.retry': 'Try again',
} as const;
