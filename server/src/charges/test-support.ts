// For other features' tests: the settlement job, which gives the online deposit back at its
// deadline (decision 0044), run on a test clock.
export { runSettlementJob } from './settlement-job.js';
