// What the search index (search-index.ts) reads of the cars: the columns of a car and its service,
// for a few cars by id or service and for every car, and the held ranges.
import { MARKETPLACE_TIME_ZONE } from '@carrental/shared';

/**
 * Today in the marketplace's calendar, for the insurance (decision 0039): a car whose insurance
 * expired before today is not live; the day it expires it still is. The paper reminders job names
 * yesterday's expiries in search_changes each morning, and the full reload catches the rest.
 */
export const INSURED_TODAY = `(now() at time zone '${MARKETPLACE_TIME_ZONE}')::date`;

/** What the index reads of a car and its service, besides its rating, insurance and whether it is live. */
const CAR_COLUMNS = `c.id, (extract(epoch from c.created_at) * 1000000)::bigint::text as created_us, c.price_per_day, c.year,
  c.make, c.transmission, c.fuel_type, c.search_text, lower(s.city) as city,
  instant_booking(c.availability_rules, s.availability_rules) as instant,
  c.availability_rules as car_rules, s.availability_rules as service_rules, c.trip_terms as car_terms, s.trip_terms as service_terms`;
/** A vendor whose cars are listed: has the role, not suspended, not deleted. */
const VENDOR_LISTED = `'VENDOR' = any(u.roles) and u.suspended_at is null and u.deleted_at is null`;
const RATED = `r.author_side = 'CUSTOMER' and r.published and r.hidden_at is null`;
const RATING100 = '(round(avg(r.rating)::numeric, 2) * 100)::int';
const UNINSURED_FROM = `to_char((p.insurance_expires + 1)::timestamp, 'YYYY-MM-DD"T"HH24:MI:SS')`;
/** Some cars, by id or service: a few index lookups per car. */
export const SOME_CARS = `${CAR_COLUMNS},
  (select ${RATING100} from reviews r where r.car_id = c.id and ${RATED}) as rating100,
  (select ${UNINSURED_FROM} from car_papers p where p.car_id = c.id) as uninsured_from,
  (c.deleted_at is null and s.deleted_at is null and exists (select 1 from users u where u.id = s.vendor_id and ${VENDOR_LISTED})
    and not exists (select 1 from car_papers p where p.car_id = c.id and p.insurance_expires < ${INSURED_TODAY})) as live
  from cars c join services s on s.id = c.service_id`;
/**
 * Every car: the same columns as SOME_CARS, read with joins instead of a lookup per car and per
 * subquery (at a million cars the lookups made the load several times slower; car_papers has one
 * row per car at most, users one per vendor).
 */
export const EVERY_CAR = `${CAR_COLUMNS}, rating.rating100, ${UNINSURED_FROM} as uninsured_from,
  (c.deleted_at is null and s.deleted_at is null and u.id is not null
    and not coalesce(p.insurance_expires < ${INSURED_TODAY}, false)) as live
  from cars c join services s on s.id = c.service_id
  left join users u on u.id = s.vendor_id and ${VENDOR_LISTED}
  left join car_papers p on p.car_id = c.id
  left join (select r.car_id, ${RATING100} as rating100 from reviews r where ${RATED} group by r.car_id) rating on rating.car_id = c.id`;
// Held bookings and blocks alike (car_holds, 0010): both make a car unavailable for their range.
export const HOLD_FIELDS = `car_id, to_char(lower(period), 'YYYY-MM-DD"T"HH24:MI:SS') as start_at,
  to_char(upper(period), 'YYYY-MM-DD"T"HH24:MI:SS') as end_at
  from car_holds where true`;
