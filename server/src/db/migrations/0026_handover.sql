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

-- What an admin read off an approved document (issue 31): a CNIC's number, a driving licence's
-- number and expiry. Shown to the vendor's agent at the handover; a licence that expires before a
-- self-drive trip ends blocks its check-in. Null until someone records them.
ALTER TABLE id_documents ADD COLUMN document_kind text CHECK (document_kind IN ('cnic','licence'));
ALTER TABLE id_documents ADD COLUMN document_number text CHECK (char_length(document_number) BETWEEN 1 AND 40);
ALTER TABLE id_documents ADD COLUMN expires_on date;

-- A handover record: the car's state at check-in or check-out, drafted by the vendor's side,
-- acknowledged by the renter (a code read to the agent, or "I agree" in the renter's app), then
-- sealed: it never changes again (trigger below) and its content's SHA-256 is kept. A correction
-- is a new record pointing to the sealed one it corrects.
CREATE TABLE handovers (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id         uuid NOT NULL REFERENCES bookings(id),
  kind               text NOT NULL CHECK (kind IN ('check_in','check_out')),
  created_by         uuid NOT NULL REFERENCES users(id),
  odometer_km        integer NOT NULL CHECK (odometer_km BETWEEN 0 AND 9999999),
  fuel_eighths       smallint NOT NULL CHECK (fuel_eighths BETWEEN 0 AND 8),
  damages            jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(damages) = 'array' AND jsonb_array_length(damages) <= 40),
  notes              text NOT NULL DEFAULT '' CHECK (char_length(notes) <= 2000),
  corrects_id        uuid REFERENCES handovers(id),
  status             text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT','SEALED')),
  -- How and when each side agreed: the vendor's side by entering the renter's code, or by having
  -- recorded the draft the renter agreed to in the app; the renter by the code or in the app.
  vendor_ack_by      uuid REFERENCES users(id),
  vendor_ack_via     text CHECK (vendor_ack_via IN ('code','recorded')),
  vendor_ack_at      timestamptz,
  renter_ack_by      uuid REFERENCES users(id),
  renter_ack_via     text CHECK (renter_ack_via IN ('code','app')),
  renter_ack_at      timestamptz,
  sealed_at          timestamptz,
  content_sha256     text CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'SEALED') = (sealed_at IS NOT NULL)),
  CHECK (status = 'DRAFT' OR (content_sha256 IS NOT NULL AND vendor_ack_via IS NOT NULL AND vendor_ack_at IS NOT NULL
                              AND renter_ack_via IS NOT NULL AND renter_ack_at IS NOT NULL)),
  CHECK (corrects_id IS NULL OR corrects_id <> id)
);
-- One draft of a kind per booking at a time; one original (not a correction) sealed record per kind.
CREATE UNIQUE INDEX handovers_one_draft ON handovers (booking_id, kind) WHERE status = 'DRAFT';
CREATE UNIQUE INDEX handovers_one_original ON handovers (booking_id, kind) WHERE status = 'SEALED' AND corrects_id IS NULL;
CREATE INDEX handovers_booking_idx ON handovers (booking_id, created_at);

-- The 11 photos of a record, one per angle: a new upload of an angle replaces the draft's photo
-- of that angle (the same Idempotency-Key replays the first answer).
CREATE TABLE handover_photos (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  handover_id   uuid NOT NULL REFERENCES handovers(id),
  angle         text NOT NULL CHECK (angle IN ('front','rear','left','right','front_left','front_right','rear_left','rear_right','interior','odometer','fuel')),
  storage_key   text NOT NULL UNIQUE,
  thumb_key     text NOT NULL,
  sha256        text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size_bytes    integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 10485760),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (handover_id, angle)
);

-- Six-digit codes sent to the renter: only an HMAC is kept; five tries; the newest counts.
CREATE TABLE handover_codes (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  handover_id  uuid NOT NULL REFERENCES handovers(id),
  code_hash    text NOT NULL,
  tries        integer NOT NULL DEFAULT 0 CHECK (tries BETWEEN 0 AND 5),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX handover_codes_handover_idx ON handover_codes (handover_id, created_at DESC);

-- Sealed means sealed: whatever the code does, a sealed record and its photos never change.
CREATE FUNCTION handovers_sealed_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'SEALED' THEN
    RAISE EXCEPTION 'handover % is sealed', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER handovers_sealed BEFORE UPDATE OR DELETE ON handovers
  FOR EACH ROW EXECUTE FUNCTION handovers_sealed_guard();

CREATE FUNCTION handover_photos_sealed_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent uuid := CASE WHEN TG_OP = 'INSERT' THEN NEW.handover_id ELSE OLD.handover_id END;
BEGIN
  IF EXISTS (SELECT 1 FROM handovers WHERE id = parent AND status = 'SEALED') THEN
    RAISE EXCEPTION 'handover % is sealed', parent USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER handover_photos_sealed BEFORE INSERT OR UPDATE OR DELETE ON handover_photos
  FOR EACH ROW EXECUTE FUNCTION handover_photos_sealed_guard();
