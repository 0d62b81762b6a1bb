-- The money of a whole rental (issue 30, decision 0034): the terms a booking was made on (advance
-- percentage, deposit return days), what an online payment pays (the booking's advance, or what is
-- due at pickup), the booking's own append-only ledger of every movement (online or at the counter),
-- the customer's answer to a vendor's record, the deposit reminders sent, and the vendor ledger's
-- rows for the rent paid after the advance.
ALTER TABLE bookings
  ADD COLUMN advance_percent integer NOT NULL DEFAULT 100 CHECK (advance_percent BETWEEN 10 AND 100),
  ADD COLUMN deposit_return_days integer NOT NULL DEFAULT 7 CHECK (deposit_return_days BETWEEN 0 AND 60);

-- 'booking': the first payment (the advance, which confirms); 'pickup': what is due at pickup, of
-- which `deposit_part` is the deposit.
ALTER TABLE payments
  ADD COLUMN purpose text NOT NULL DEFAULT 'booking' CHECK (purpose IN ('booking', 'pickup')),
  ADD COLUMN deposit_part integer NOT NULL DEFAULT 0 CHECK (deposit_part >= 0 AND deposit_part <= amount);

CREATE TABLE booking_money (
  id              bigserial PRIMARY KEY,
  booking_id      uuid NOT NULL REFERENCES bookings(id),
  kind            text NOT NULL CHECK (kind IN ('advance_paid', 'balance_paid', 'deposit_received', 'deposit_returned', 'refund', 'platform_fee', 'adjustment')),
  via             text NOT NULL CHECK (via IN ('platform', 'vendor')),
  method          text NOT NULL CHECK (method IN ('online', 'cash', 'bank_transfer', 'jazzcash', 'easypaisa', 'other')),
  amount          integer NOT NULL,
  reference       text NOT NULL DEFAULT '' CHECK (char_length(reference) <= 100),
  payment_id      uuid REFERENCES payments(id),
  corrects_id     bigint REFERENCES booking_money(id),
  idempotency_key text CHECK (idempotency_key IS NULL OR char_length(idempotency_key) BETWEEN 1 AND 200),
  created_by      uuid REFERENCES users(id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (kind IN ('platform_fee', 'adjustment') OR amount > 0),
  CHECK (kind <> 'adjustment' OR amount <> 0),
  CHECK ((via = 'platform') = (method = 'online')),
  CHECK (kind NOT IN ('advance_paid', 'refund', 'platform_fee') OR via = 'platform')
);
CREATE INDEX booking_money_booking_idx ON booking_money (booking_id, id);
-- Two of the vendor's staff recording the same money with one key make one row.
CREATE UNIQUE INDEX booking_money_idempotency ON booking_money (booking_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
-- The vendor returns the deposit it holds once.
CREATE UNIQUE INDEX booking_money_one_vendor_return ON booking_money (booking_id) WHERE kind = 'deposit_returned' AND via = 'vendor';
-- A payment is recorded once per kind (its rent part and its deposit part).
CREATE UNIQUE INDEX booking_money_one_per_payment ON booking_money (payment_id, kind) WHERE payment_id IS NOT NULL AND kind <> 'platform_fee';

CREATE FUNCTION booking_money_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: add a correcting row instead', TG_TABLE_NAME;
END $$;
CREATE TRIGGER booking_money_append_only BEFORE UPDATE OR DELETE ON booking_money
  FOR EACH ROW EXECUTE FUNCTION booking_money_append_only();

-- The customer's answer to a vendor's record: once, confirmed or disputed (with what is wrong).
CREATE TABLE booking_money_answers (
  row_id      bigint PRIMARY KEY REFERENCES booking_money(id),
  answer      text NOT NULL CHECK (answer IN ('confirmed', 'disputed')),
  comment     text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 500),
  customer_id uuid NOT NULL REFERENCES users(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (answer = 'confirmed' OR char_length(btrim(comment)) > 0)
);
CREATE INDEX booking_money_answers_disputed_idx ON booking_money_answers (created_at) WHERE answer = 'disputed';
CREATE TRIGGER booking_money_answers_append_only BEFORE UPDATE OR DELETE ON booking_money_answers
  FOR EACH ROW EXECUTE FUNCTION booking_money_append_only();

-- The deposit's reminders to the vendor and the scheduled refund, each done once per booking.
CREATE TABLE deposit_steps (
  booking_id uuid NOT NULL REFERENCES bookings(id),
  step       text NOT NULL CHECK (step IN ('halfway', 'on_the_day', 'refunded')),
  done_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (booking_id, step)
);

-- The vendor's ledger: rent paid online after the advance (its amount) and the platform fee on
-- rent paid after the advance (negative), each pointing at its row of the booking's ledger.
ALTER TABLE ledger_entries ADD COLUMN money_id bigint REFERENCES booking_money(id);
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN ('EARNING', 'REFUND', 'ADJUSTMENT', 'PAYOUT', 'RENTAL'));
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_rental_check CHECK (kind <> 'RENTAL' OR (booking_id IS NOT NULL AND money_id IS NOT NULL));
CREATE UNIQUE INDEX ledger_one_row_per_money ON ledger_entries (money_id) WHERE money_id IS NOT NULL;

-- An online deposit given back at its deadline is a refund of the payment that took it.
ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
  CHECK (reason IN ('CUSTOMER_CANCELLED', 'VENDOR_CANCELLED', 'ADMIN_CANCELLED', 'ACCOUNT_DELETED', 'PAYMENT_NOT_USED', 'DEPOSIT_RETURNED'));
