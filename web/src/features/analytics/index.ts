// The analytics feature's public face: the vendor's figures (decision 0039).
export { AnalyticsPage } from './AnalyticsPage';
