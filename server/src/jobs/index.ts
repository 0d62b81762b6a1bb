// The job queue's surface for other features: the queue type and what a handler is given.
export { JobQueue, type JobHandler, type JobInfo, type QueueSpec } from './queue.js';
