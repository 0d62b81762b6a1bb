-- Shortening a trip (issue 29, decision 0031): the customer gives days up; the shorter trip is
-- priced by the same quote, the booking's cancellation policy keeps its share of the days given up
-- in the total, and what was paid beyond the new total goes back. Each shortening is a row of its
-- own (append-only evidence of the change and its refund).
CREATE TABLE booking_shortenings (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id        uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  previous_end_date timestamp NOT NULL,
  end_date          timestamp NOT NULL,
  previous_total    integer NOT NULL CHECK (previous_total >= 0),
  total             integer NOT NULL CHECK (total >= 0),
  given_up          integer NOT NULL CHECK (given_up >= 0),
  refund_percent    integer NOT NULL CHECK (refund_percent BETWEEN 0 AND 100),
  kept              integer NOT NULL CHECK (kept >= 0 AND kept <= given_up),
  refund_amount     integer NOT NULL CHECK (refund_amount >= 0),
  owed_at_counter   integer NOT NULL CHECK (owed_at_counter >= 0),
  lines             jsonb NOT NULL CHECK (jsonb_typeof(lines) = 'array'),
  requested_by      uuid NOT NULL REFERENCES users(id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date < previous_end_date),
  CHECK (total = previous_total - given_up + kept)
);
CREATE INDEX booking_shortenings_booking ON booking_shortenings (booking_id, created_at);

-- The refund of the days given up.
ALTER TABLE refunds DROP CONSTRAINT IF EXISTS refunds_reason_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
  CHECK (reason IN ('CUSTOMER_CANCELLED','VENDOR_CANCELLED','ADMIN_CANCELLED','ACCOUNT_DELETED','PAYMENT_NOT_USED','DEPOSIT_RETURNED','TRIP_SHORTENED'));
