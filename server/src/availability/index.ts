// The availability feature's surface for other features (besides service.ts, queries.ts and
// presenter.ts): decision 0016.
export { isCarUnavailable, loadCarForAvailability, type CarForAvailability } from './queries.js';
export { CALENDAR_IMPORT_CRON, CALENDAR_IMPORT_QUEUE, runCalendarImports } from './calendar-sync.js';
