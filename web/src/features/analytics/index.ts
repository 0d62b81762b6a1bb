export { VendorAnalyticsPage } from './VendorAnalyticsPage';
export { AdminAnalyticsPage } from './AdminAnalyticsPage';
