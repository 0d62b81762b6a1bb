// Public face of the reviews feature: lists for car and service pages, the booking's review panel,
// badges, rating summaries and what a vendor sees of a customer.
export { ReviewList } from './ReviewList';
export { ReportedReviewsPage } from './ReportedReviewsPage';
export { BookingReviewPanel } from './BookingReviewPanel';
export { UserBadges, BadgeChips } from './Badges';
export { RatingSummary } from './Stars';
export { CustomerTrust } from './CustomerTrust';
