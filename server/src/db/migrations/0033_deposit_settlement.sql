-- The deposit settled against the charges after the trip (issues 32 and 30, decision 0044): three
-- kinds of the booking's ledger (what the renter owes for a settled charge, the deposit taken for
-- it, what the renter paid beyond the deposit), a payment of those charges online, and an admin's
-- decision of a disputed counter record (written as an `adjustment` row pointing to the record).

ALTER TABLE booking_money DROP CONSTRAINT booking_money_kind_check;
ALTER TABLE booking_money ADD CONSTRAINT booking_money_kind_check CHECK (kind IN (
  'advance_paid', 'balance_paid', 'deposit_received', 'deposit_returned', 'refund', 'platform_fee', 'adjustment',
  'charge_settled', 'deposit_applied', 'charge_paid'));
-- What a settled charge (or claim) costs is written by the platform, once per charge: its
-- reference is `charge:<id>` (or the source's own prefix).
ALTER TABLE booking_money ADD CONSTRAINT booking_money_settled_by_platform CHECK (kind <> 'charge_settled' OR (via = 'platform' AND reference <> ''));
CREATE UNIQUE INDEX booking_money_one_settlement ON booking_money (booking_id, reference) WHERE kind = 'charge_settled';

-- 'charges': what the renter owes for charges after the trip, paid online.
ALTER TABLE payments DROP CONSTRAINT payments_purpose_check;
ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('booking', 'pickup', 'charges'));

-- An admin's decision of a disputed counter record, once and final: the amount that really
-- changed hands, the reason, and the adjustment row it made (none when the record was right).
CREATE TABLE booking_money_decisions (
  row_id        bigint PRIMARY KEY REFERENCES booking_money(id),
  amount        integer NOT NULL CHECK (amount >= 0),
  reason        text NOT NULL CHECK (char_length(btrim(reason)) BETWEEN 1 AND 2000),
  adjustment_id bigint REFERENCES booking_money(id),
  admin_id      uuid NOT NULL REFERENCES users(id),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER booking_money_decisions_append_only BEFORE UPDATE OR DELETE ON booking_money_decisions
  FOR EACH ROW EXECUTE FUNCTION booking_money_append_only();
