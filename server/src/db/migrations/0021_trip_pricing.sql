-- Trip pricing (issue 29, decision 0031): trip terms per service and overrides per car, the trip a
-- booking was priced for (mode, destination, deposit), extensions of a booking priced by the same
-- quote, the payment of an extension, and the vendor's earning of one.
ALTER TABLE services ADD COLUMN trip_terms jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(trip_terms) = 'object');
ALTER TABLE cars ADD COLUMN trip_terms jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(trip_terms) = 'object');

ALTER TABLE bookings
  ADD COLUMN trip_mode text NOT NULL DEFAULT 'self_drive' CHECK (trip_mode IN ('self_drive', 'with_driver')),
  ADD COLUMN destination text CHECK (destination IS NULL OR char_length(destination) BETWEEN 1 AND 60),
  ADD COLUMN deposit integer NOT NULL DEFAULT 0 CHECK (deposit >= 0);
-- Bookings made before: a driver meant the with-driver mode.
UPDATE bookings SET trip_mode = 'with_driver' WHERE with_driver;

CREATE TABLE booking_extensions (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id        uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  status            text NOT NULL DEFAULT 'REQUESTED' CHECK (status IN ('REQUESTED', 'AWAITING_PAYMENT', 'APPLIED', 'DECLINED')),
  previous_end_date timestamp NOT NULL,
  end_date          timestamp NOT NULL,
  previous_total    integer NOT NULL CHECK (previous_total >= 0),
  total             integer NOT NULL CHECK (total >= 0),
  amount            integer NOT NULL CHECK (amount >= 0),
  lines             jsonb NOT NULL CHECK (jsonb_typeof(lines) = 'array'),
  requested_by      uuid NOT NULL REFERENCES users(id),
  decided_by        uuid REFERENCES users(id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date > previous_end_date),
  CHECK (amount = total - previous_total)
);
-- One extension of a booking waits at a time.
CREATE UNIQUE INDEX booking_extensions_one_open ON booking_extensions (booking_id) WHERE status IN ('REQUESTED', 'AWAITING_PAYMENT');

-- A payment of an extension (null: the booking's first payment).
ALTER TABLE payments ADD COLUMN extension_id uuid REFERENCES booking_extensions(id);

-- The vendor earns an extension's payment on a row of its own.
ALTER TABLE ledger_entries ADD COLUMN extension_id uuid REFERENCES booking_extensions(id);
DROP INDEX ledger_one_earning_per_booking;
CREATE UNIQUE INDEX ledger_one_earning_per_booking ON ledger_entries (booking_id) WHERE kind = 'EARNING' AND extension_id IS NULL;
CREATE UNIQUE INDEX ledger_one_earning_per_extension ON ledger_entries (extension_id) WHERE kind = 'EARNING' AND extension_id IS NOT NULL;
