-- Money rules (decision 0015): a cancellation policy per service, the policy and platform fee in
-- force when a booking was requested, refund rows, and the append-only ledger of what the platform
-- owes each vendor (a balance is the sum of its rows).

ALTER TABLE services ADD COLUMN cancellation_policy text NOT NULL DEFAULT 'MODERATE'
  CHECK (cancellation_policy IN ('FLEXIBLE','MODERATE','STRICT'));

-- Copied from the service when the booking is requested: a later change by the vendor does not
-- change what the customer agreed to.
ALTER TABLE bookings ADD COLUMN cancellation_policy text NOT NULL DEFAULT 'MODERATE'
  CHECK (cancellation_policy IN ('FLEXIBLE','MODERATE','STRICT'));
ALTER TABLE bookings ADD COLUMN platform_fee_percent integer NOT NULL DEFAULT 10
  CHECK (platform_fee_percent BETWEEN 0 AND 100);

-- Partial refunds in the built-in sandbox provider.
ALTER TABLE sandbox_checkout_sessions ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0
  CHECK (refunded_amount >= 0 AND refunded_amount <= amount);

-- Every refund decided for a payment: how much, why, through which provider, and whether the
-- provider confirmed it. A zero row records a cancellation that, by its policy, refunds nothing.
CREATE TABLE refunds (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id          uuid NOT NULL REFERENCES bookings(id),
  payment_id          uuid NOT NULL REFERENCES payments(id),
  amount              integer NOT NULL CHECK (amount >= 0),
  reason              text NOT NULL
                      CHECK (reason IN ('CUSTOMER_CANCELLED','VENDOR_CANCELLED','ADMIN_CANCELLED','ACCOUNT_DELETED','PAYMENT_NOT_USED')),
  provider            text NOT NULL CHECK (char_length(provider) BETWEEN 1 AND 40),
  provider_session_id text NOT NULL,
  status              text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','DONE')),
  created_by          uuid REFERENCES users(id),
  created_at          timestamptz NOT NULL DEFAULT now(),
  completed_at        timestamptz,
  CHECK ((status = 'DONE') = (completed_at IS NOT NULL))
);
CREATE INDEX refunds_booking_idx ON refunds (booking_id, created_at);
CREATE INDEX refunds_payment_idx ON refunds (payment_id);

-- What the platform owes each vendor, one row per money movement, never changed afterwards:
-- EARNING (a paid booking: the customer's total, the platform fee, the vendor's earning),
-- REFUND (the earning given back in proportion to a refund), ADJUSTMENT (an admin's correction),
-- PAYOUT (a bank transfer to the vendor, with its reference).
CREATE TABLE ledger_entries (
  id              bigserial PRIMARY KEY,
  vendor_id       uuid NOT NULL REFERENCES users(id),
  booking_id      uuid REFERENCES bookings(id),
  kind            text NOT NULL CHECK (kind IN ('EARNING','REFUND','ADJUSTMENT','PAYOUT')),
  amount          integer NOT NULL,
  customer_amount integer NOT NULL DEFAULT 0 CHECK (customer_amount >= 0),
  platform_fee    integer NOT NULL DEFAULT 0,
  refund_id       uuid REFERENCES refunds(id),
  reference       text NOT NULL DEFAULT '' CHECK (char_length(reference) <= 100),
  note            text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  created_by      uuid REFERENCES users(id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'EARNING' OR (amount >= 0 AND booking_id IS NOT NULL)),
  CHECK (kind <> 'REFUND' OR (amount <= 0 AND booking_id IS NOT NULL)),
  CHECK (kind <> 'PAYOUT' OR (amount < 0 AND booking_id IS NULL AND char_length(btrim(reference)) > 0))
);
CREATE UNIQUE INDEX ledger_one_earning_per_booking ON ledger_entries (booking_id) WHERE kind = 'EARNING';
CREATE UNIQUE INDEX ledger_one_row_per_refund ON ledger_entries (refund_id) WHERE refund_id IS NOT NULL;
CREATE INDEX ledger_vendor_idx ON ledger_entries (vendor_id, id);

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: add a correcting row instead';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
