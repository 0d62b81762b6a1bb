// The reviews feature's surface for other features: ratings and badges for presenters, and the reminders job.
export { carRating, serviceRating } from './service.js';
export { badgesOf } from './badges.js';
export { REVIEW_REMINDER_CRON, REVIEW_REMINDER_QUEUE, runReviewReminders } from './reminders.js';
