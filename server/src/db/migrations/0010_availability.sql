-- Availability and pricing that vendors control (decision 0016): blocked days under the same
-- no-overlap guarantee as held bookings, rules per service overridable per car, a driver, and
-- requests that expire.

-- EXPIRED: a request or an offer nobody answered, or an acceptance nobody paid, in time.
ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
  CHECK (status IN ('PENDING','ACCEPTED','REJECTED','CANCELLED','CONFIRMED','SUGGESTION_MADE','EXPIRED'));
ALTER TABLE bookings ADD COLUMN with_driver boolean NOT NULL DEFAULT false;
-- The quote's lines the total was made of (weekend days, discount, driver); null for bookings
-- priced as days × rate before this change.
ALTER TABLE bookings ADD COLUMN price_lines jsonb
  CHECK (price_lines IS NULL OR jsonb_typeof(price_lines) = 'array');
-- Wall-clock moment (the marketplace's zone, like start_date) at which a PENDING request, a
-- SUGGESTION_MADE offer or an unpaid ACCEPTED booking expires: 24 hours after it got that status,
-- or its start if sooner. Null (rows from before) means: at the start.
ALTER TABLE bookings ADD COLUMN expires_at timestamp;
CREATE INDEX bookings_expiry_idx ON bookings ((coalesce(expires_at, start_date)))
  WHERE status IN ('PENDING','SUGGESTION_MADE','ACCEPTED');

-- Rules: a JSON object of settings per service, and a car's overrides. A key left out is
-- inherited (car → service → defaults); the API validates the values (shared availabilitySchema).
ALTER TABLE services ADD COLUMN availability_rules jsonb NOT NULL DEFAULT '{}'::jsonb
  CHECK (jsonb_typeof(availability_rules) = 'object');
ALTER TABLE cars ADD COLUMN availability_rules jsonb NOT NULL DEFAULT '{}'::jsonb
  CHECK (jsonb_typeof(availability_rules) = 'object');

-- Instant booking in force for a car (the search index reads it).
CREATE FUNCTION instant_booking(car_rules jsonb, service_rules jsonb) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(car_rules -> 'instantBooking') = 'boolean' THEN (car_rules ->> 'instantBooking')::boolean
    WHEN jsonb_typeof(service_rules -> 'instantBooking') = 'boolean' THEN (service_rules ->> 'instantBooking')::boolean
    ELSE false
  END $$;

-- Calendar sync: the car's private feed URL carries a token derived from this version (raising it
-- makes a new URL and ends the old one), and the external calendars a vendor imports per car.
ALTER TABLE cars ADD COLUMN calendar_feed_version integer NOT NULL DEFAULT 0 CHECK (calendar_feed_version >= 0);
CREATE TABLE car_calendar_imports (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  car_id           uuid NOT NULL REFERENCES cars(id),
  url              text NOT NULL CHECK (char_length(url) BETWEEN 10 AND 2000),
  created_by       uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_fetched_at  timestamptz,
  -- The last fetch's failure (or what it could not import), shown on the calendar screen.
  last_error       text CHECK (char_length(last_error) <= 500),
  event_count      integer NOT NULL DEFAULT 0 CHECK (event_count >= 0),
  UNIQUE (car_id, url)
);

-- One rule in force for a car (its own setting, else its service's; NULL when neither has it).
CREATE FUNCTION effective_rule(car_rules jsonb, service_rules jsonb, rule_key text) RETURNS jsonb
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN car_rules ? rule_key THEN car_rules -> rule_key ELSE service_rules -> rule_key END $$;

-- Whether opening hours ({"mon": {"open": "09:00", "close": "18:00"} | null, …}, or null for any
-- time) allow a pick-up or return at the wall-clock moment `at` (both ends of the hours open).
CREATE FUNCTION opening_hours_allow(hours jsonb, at timestamp) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN hours IS NULL OR jsonb_typeof(hours) <> 'object' THEN true
    ELSE coalesce((
      SELECT d ->> 'open' <= to_char(at, 'HH24:MI') AND to_char(at, 'HH24:MI') <= d ->> 'close'
      FROM (SELECT hours -> (ARRAY['mon','tue','wed','thu','fri','sat','sun'])[extract(isodow FROM at)::int] AS d) day
      WHERE jsonb_typeof(d) = 'object'), false)
  END $$;

-- Days a vendor takes a car off the market (maintenance, personal use), or imported from another
-- calendar. Wall-clock [start_date, end_date) like bookings.
CREATE TABLE car_blocks (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  car_id      uuid NOT NULL REFERENCES cars(id),
  start_date  timestamp NOT NULL,
  end_date    timestamp NOT NULL,
  note        text NOT NULL DEFAULT '' CHECK (char_length(note) <= 200),
  source      text NOT NULL DEFAULT 'VENDOR' CHECK (source IN ('VENDOR','ICAL')),
  -- An imported block belongs to its feed and goes with it.
  import_id   uuid REFERENCES car_calendar_imports(id) ON DELETE CASCADE,
  created_by  uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date > start_date),
  CHECK ((source = 'ICAL') = (import_id IS NOT NULL))
);
CREATE INDEX car_blocks_car_idx ON car_blocks (car_id, start_date);
CREATE INDEX car_blocks_import_idx ON car_blocks (import_id) WHERE import_id IS NOT NULL;

-- Everything that holds a car, one row each: a held (ACCEPTED, CONFIRMED) booking or a block.
-- Triggers keep it in step with both tables in the same statement, so its exclusion constraint
-- makes a block and a held booking (or two blocks) of one car overlapping impossible, whatever
-- the code does. Bookings keep their own constraint among themselves (0001).
CREATE TABLE car_holds (
  car_id     uuid NOT NULL REFERENCES cars(id),
  period     tsrange NOT NULL,
  booking_id uuid UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
  block_id   uuid UNIQUE REFERENCES car_blocks(id) ON DELETE CASCADE,
  CHECK ((booking_id IS NULL) <> (block_id IS NULL)),
  CONSTRAINT car_holds_no_overlap EXCLUDE USING gist (car_id WITH =, period WITH &&)
);

CREATE FUNCTION car_holds_note_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.car_id = OLD.car_id
       AND NEW.start_date = OLD.start_date AND NEW.end_date = OLD.end_date THEN
      RETURN NEW;
    END IF;
    DELETE FROM car_holds WHERE booking_id = OLD.id;
  END IF;
  IF NEW.status IN ('ACCEPTED','CONFIRMED') THEN
    INSERT INTO car_holds (car_id, period, booking_id)
      VALUES (NEW.car_id, tsrange(NEW.start_date, NEW.end_date, '[)'), NEW.id);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER bookings_car_holds AFTER INSERT OR UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION car_holds_note_booking();

CREATE FUNCTION car_holds_note_block() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM car_holds WHERE block_id = OLD.id;
  END IF;
  INSERT INTO car_holds (car_id, period, block_id)
    VALUES (NEW.car_id, tsrange(NEW.start_date, NEW.end_date, '[)'), NEW.id);
  RETURN NEW;
END $$;
CREATE TRIGGER car_blocks_car_holds AFTER INSERT OR UPDATE ON car_blocks
  FOR EACH ROW EXECUTE FUNCTION car_holds_note_block();

INSERT INTO car_holds (car_id, period, booking_id)
  SELECT car_id, tsrange(start_date, end_date, '[)'), id FROM bookings WHERE status IN ('ACCEPTED','CONFIRMED');

-- The in-memory search (0006, decision 0013): blocks make a car unavailable like held bookings,
-- and a service's rules (instant booking) are searched.
CREATE FUNCTION search_note_block() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (car_id) VALUES (OLD.car_id);
    RETURN OLD;
  END IF;
  INSERT INTO search_changes (car_id) VALUES (NEW.car_id);
  IF TG_OP = 'UPDATE' AND OLD.car_id <> NEW.car_id THEN
    INSERT INTO search_changes (car_id) VALUES (OLD.car_id);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER car_blocks_search_changes AFTER INSERT OR UPDATE OR DELETE ON car_blocks
  FOR EACH ROW EXECUTE FUNCTION search_note_block();

CREATE OR REPLACE FUNCTION search_note_service() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (service_id) VALUES (OLD.id);
    RETURN OLD;
  END IF;
  IF NEW.city IS DISTINCT FROM OLD.city OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at
     OR NEW.availability_rules IS DISTINCT FROM OLD.availability_rules THEN
    INSERT INTO search_changes (service_id) VALUES (NEW.id);
  END IF;
  RETURN NEW;
END $$;
