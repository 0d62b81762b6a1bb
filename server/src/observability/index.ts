// What the rest of the server uses of watching (decision 0033): the request scope, the hooks
// that time and trace work, and the metrics a component feeds or reads at scrape time.
export { currentRequestId, runWithRequestId, requestIdFor, JOB_REQUEST_ID } from './request-context.js';
export { inSpan, jobHooks, observedProvider, timedQuery } from './hooks.js';
export { mails, registerSources, searchReloadDuration, secondsSince } from './metrics.js';
