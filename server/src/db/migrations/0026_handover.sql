-- Handover (issue 31, decision 0037): cars' registration numbers, the trip's own statuses
-- (IN_PROGRESS from check-in, COMPLETED at check-out), and the check-in and check-out records
-- with their photos and acknowledgement codes.

-- A car's registration number (a Pakistani plate: `LEA-1234`, `BKR-567`, `ICT-AB-123`), stored
-- upper case with hyphens, unique among the live cars of one vendor. `vendor_id` is copied from
-- the car's service by a trigger so that the unique index can name it (a car never moves service).
ALTER TABLE cars ADD COLUMN registration_number text
  CHECK (registration_number IS NULL OR registration_number ~ '^[A-Z]{1,4}(-[A-Z]{1,3})?(-[0-9]{2})?-[0-9]{1,4}$');
ALTER TABLE cars ADD COLUMN vendor_id uuid REFERENCES users(id);
UPDATE cars c SET vendor_id = s.vendor_id FROM services s WHERE s.id = c.service_id;
CREATE FUNCTION cars_note_vendor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT vendor_id INTO NEW.vendor_id FROM services WHERE id = NEW.service_id;
  RETURN NEW;
END $$;
CREATE TRIGGER cars_vendor BEFORE INSERT OR UPDATE OF service_id, vendor_id ON cars
  FOR EACH ROW EXECUTE FUNCTION cars_note_vendor();
CREATE UNIQUE INDEX cars_registration_per_vendor ON cars (vendor_id, registration_number)
  WHERE registration_number IS NOT NULL AND deleted_at IS NULL;

-- The trip's own statuses: IN_PROGRESS (checked in; it still holds the car) and COMPLETED
-- (checked out, or closed by an admin when nobody checked it out).
ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
  CHECK (status IN ('PENDING','ACCEPTED','REJECTED','CANCELLED','CONFIRMED','SUGGESTION_MADE','EXPIRED','IN_PROGRESS','COMPLETED'));
ALTER TABLE bookings DROP CONSTRAINT bookings_no_double_booking;
ALTER TABLE bookings ADD CONSTRAINT bookings_no_double_booking EXCLUDE USING gist (
  car_id WITH =,
  tsrange(start_date, end_date, '[)') WITH &&
) WHERE (status IN ('ACCEPTED','CONFIRMED','IN_PROGRESS'));
-- When the vendor was asked to check out a trip nobody checked out (its end and the grace passed).
ALTER TABLE bookings ADD COLUMN overdue_notified_at timestamptz;

CREATE OR REPLACE FUNCTION car_holds_note_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.car_id = OLD.car_id
       AND NEW.start_date = OLD.start_date AND NEW.end_date = OLD.end_date THEN
      RETURN NEW;
    END IF;
    DELETE FROM car_holds WHERE booking_id = OLD.id;
  END IF;
  IF NEW.status IN ('ACCEPTED','CONFIRMED','IN_PROGRESS') THEN
    INSERT INTO car_holds (car_id, period, booking_id)
      VALUES (NEW.car_id, tsrange(NEW.start_date, NEW.end_date, '[)'), NEW.id);
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION search_note_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.car_id IS NOT DISTINCT FROM OLD.car_id
     AND NEW.start_date IS NOT DISTINCT FROM OLD.start_date AND NEW.end_date IS NOT DISTINCT FROM OLD.end_date THEN
    RETURN NEW;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('ACCEPTED', 'CONFIRMED', 'IN_PROGRESS') THEN
    INSERT INTO search_changes (car_id) VALUES (OLD.car_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('ACCEPTED', 'CONFIRMED', 'IN_PROGRESS') THEN
    INSERT INTO search_changes (car_id) VALUES (NEW.car_id);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;

-- Paid trips that ended before check-in and check-out existed ended with their end date: they
-- become COMPLETED, with a history row saying why.
INSERT INTO booking_events (booking_id, actor_id, action, from_status, to_status, details)
  SELECT id, NULL, 'close', 'CONFIRMED', 'COMPLETED', '{"reason":"ended-before-handovers"}'::jsonb
    FROM bookings WHERE status = 'CONFIRMED' AND end_date < (now() AT TIME ZONE 'Asia/Karachi');
UPDATE bookings SET status = 'COMPLETED', updated_at = now()
  WHERE status = 'CONFIRMED' AND end_date < (now() AT TIME ZONE 'Asia/Karachi');
