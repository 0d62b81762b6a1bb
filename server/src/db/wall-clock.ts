// A `timestamp without time zone` column read and written in the API's wall-clock format
// ("2030-01-10T10:00:00"): booking times are local to the marketplace's zone, so no zone
// conversion may ever happen on the way in or out (decisions.md "Bookings").
import { customType } from 'drizzle-orm/pg-core';

/** "2030-01-10 10:00:00" (as PostgreSQL prints it) → "2030-01-10T10:00:00". */
export const fromDbWallClock = (value: string) => value.replace(' ', 'T').slice(0, 19);

/** "2030-01-10T10:00:00" → "2030-01-10 10:00:00". */
export const toDbWallClock = (value: string) => value.replace('T', ' ');

export const wallClock = customType<{ data: string; driverData: string }>({
  dataType: () => 'timestamp',
  fromDriver: (value) => fromDbWallClock(String(value)),
  toDriver: (value) => toDbWallClock(value),
});
