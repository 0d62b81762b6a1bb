-- Staff, drivers and fleet papers (issue 34, decision 0039): a vendor account (the owner) invites
-- managers, agents and drivers scoped to some of its services; every act on the company's
-- bookings, cars and money is written to its audit log; a driver is never on two overlapping
-- trips; a car carries its insurance, token tax and route permit expiries.

-- A membership: an invitation until a signed-in account accepts it, ended (never deleted) when
-- the owner removes it, so the audit log keeps naming who did what.
CREATE TABLE staff_members (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vendor_id    uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_id      uuid REFERENCES users(id) ON DELETE CASCADE,
  email        text CHECK (email IS NULL OR char_length(email) BETWEEN 3 AND 254),
  phone        text CHECK (phone IS NULL OR phone ~ '^\+[1-9][0-9]{6,14}$'),
  role         text NOT NULL CHECK (role IN ('manager','agent','driver')),
  invited_at   timestamptz NOT NULL DEFAULT now(),
  accepted_at  timestamptz,
  removed_at   timestamptz,
  removed_by   uuid REFERENCES users(id) ON DELETE SET NULL,
  CHECK (email IS NOT NULL OR phone IS NOT NULL),
  CHECK ((user_id IS NULL) = (accepted_at IS NULL)),
  CHECK (user_id IS NULL OR user_id <> vendor_id)
);
-- One live membership per person and company; one open invitation per address and company.
CREATE UNIQUE INDEX staff_members_live_key ON staff_members (vendor_id, user_id) WHERE removed_at IS NULL AND user_id IS NOT NULL;
CREATE UNIQUE INDEX staff_members_invite_email_key ON staff_members (vendor_id, lower(email)) WHERE removed_at IS NULL AND user_id IS NULL AND email IS NOT NULL;
CREATE UNIQUE INDEX staff_members_invite_phone_key ON staff_members (vendor_id, phone) WHERE removed_at IS NULL AND user_id IS NULL AND phone IS NOT NULL;
CREATE INDEX staff_members_user_idx ON staff_members (user_id) WHERE removed_at IS NULL;

-- The services (branches) a membership covers.
CREATE TABLE staff_member_services (
  staff_id    uuid NOT NULL REFERENCES staff_members(id) ON DELETE CASCADE,
  service_id  uuid NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  PRIMARY KEY (staff_id, service_id)
);
CREATE INDEX staff_member_services_service_idx ON staff_member_services (service_id);

-- Who did what to a company's bookings, cars, money and staff. Append-only.
CREATE TABLE audit_log (
  id           bigserial PRIMARY KEY,
  vendor_id    uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  service_id   uuid REFERENCES services(id) ON DELETE SET NULL,
  actor_id     uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_role   text NOT NULL CHECK (actor_role IN ('owner','manager','agent','driver','customer','admin','system')),
  action       text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$' AND char_length(action) <= 60),
  subject_type text NOT NULL CHECK (subject_type IN ('booking','car','service','money','staff','driver')),
  subject_id   uuid,
  details      jsonb NOT NULL DEFAULT '{}'::jsonb,
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_vendor_idx ON audit_log (vendor_id, at DESC, id DESC);
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'check_violation';
END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

-- Everything that holds a driver: a trip they are assigned to or a day off. The exclusion
-- constraint keeps one driver on one thing at a time, whatever the code does (as car_holds do
-- for cars).
CREATE TABLE driver_holds (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  driver_id   uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  staff_id    uuid NOT NULL REFERENCES staff_members(id) ON DELETE CASCADE,
  vendor_id   uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  booking_id  uuid UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
  period      tsrange NOT NULL CHECK (NOT isempty(period)),
  assigned_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT driver_holds_no_overlap EXCLUDE USING gist (driver_id WITH =, period WITH &&)
);
CREATE INDEX driver_holds_staff_idx ON driver_holds (staff_id, period);

-- A trip's hold follows its booking: new dates move it, an ended booking frees the driver.
CREATE FUNCTION driver_holds_follow_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('CANCELLED','REJECTED','EXPIRED') THEN
    DELETE FROM driver_holds WHERE booking_id = NEW.id;
  ELSIF NEW.start_date <> OLD.start_date OR NEW.end_date <> OLD.end_date THEN
    UPDATE driver_holds SET period = tsrange(NEW.start_date, NEW.end_date, '[)') WHERE booking_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER bookings_driver_holds AFTER UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION driver_holds_follow_booking();

-- A car's papers. Expiries are calendar dates in the marketplace's zone.
CREATE TABLE car_papers (
  car_id               uuid PRIMARY KEY REFERENCES cars(id) ON DELETE CASCADE,
  insurance_policy     text CHECK (insurance_policy IS NULL OR char_length(insurance_policy) BETWEEN 1 AND 80),
  insurance_expires    date,
  token_tax_expires    date,
  route_permit_expires date,
  tracker_fitted       boolean NOT NULL DEFAULT false,
  service_interval_km  integer CHECK (service_interval_km IS NULL OR service_interval_km BETWEEN 500 AND 100000),
  updated_by           uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- Reminders already sent: one per car, paper, expiry date and lead time.
CREATE TABLE car_paper_reminders (
  car_id      uuid NOT NULL REFERENCES cars(id) ON DELETE CASCADE,
  paper       text NOT NULL CHECK (paper IN ('insurance','token_tax','route_permit')),
  expires     date NOT NULL,
  days_before integer NOT NULL CHECK (days_before IN (1,7,30)),
  sent_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (car_id, paper, expires, days_before)
);

-- The in-memory search (0006, decision 0013) hears of a car's papers: an expired insurance takes
-- the car out of the search, and a trip ending after the expiry day is not offered.
CREATE FUNCTION search_note_papers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (car_id) VALUES (OLD.car_id);
    RETURN OLD;
  END IF;
  INSERT INTO search_changes (car_id) VALUES (NEW.car_id);
  RETURN NEW;
END $$;
CREATE TRIGGER car_papers_search_changes AFTER INSERT OR UPDATE OR DELETE ON car_papers
  FOR EACH ROW EXECUTE FUNCTION search_note_papers();
