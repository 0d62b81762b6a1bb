-- Charges after the trip (issue 32, decision 0043): what the check-out implies (proposed by the
-- app), what the vendor adds (tolls, parking, damage, other), the renter's answer, an admin's
-- decision, and the evidence. Every table is append-only: lowering or dropping a charge is a new
-- row pointing to the one it replaces; an answer and a decision are made once per charge.

CREATE TABLE charges (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id  uuid NOT NULL REFERENCES bookings(id),
  kind        text NOT NULL CHECK (kind IN ('extra_km', 'fuel', 'late_return', 'toll', 'parking', 'damage', 'other')),
  amount      integer NOT NULL CHECK (amount >= 0 AND amount <= 1000000),
  note        text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  origin      text NOT NULL CHECK (origin IN ('proposed', 'added')),
  replaces_id uuid REFERENCES charges(id),
  -- Null for a charge the app proposed from the records.
  created_by  uuid REFERENCES users(id),
  -- The renter's answer is due by then; silence accepts.
  answer_by   timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (replaces_id IS NULL OR replaces_id <> id),
  CHECK ((origin = 'proposed') = (created_by IS NULL) OR replaces_id IS NOT NULL)
);
CREATE INDEX charges_booking_idx ON charges (booking_id, created_at);
-- A charge is replaced (lowered or dropped) once: of two changes at once, one stands.
CREATE UNIQUE INDEX charges_replaced_once ON charges (replaces_id) WHERE replaces_id IS NOT NULL;
-- The app proposes each kind once per booking.
CREATE UNIQUE INDEX charges_proposed_once ON charges (booking_id, kind) WHERE origin = 'proposed' AND replaces_id IS NULL;
CREATE TRIGGER charges_append_only BEFORE UPDATE OR DELETE ON charges
  FOR EACH ROW EXECUTE FUNCTION booking_money_append_only();

-- The renter's answer, once: accepted, or disputed with a comment and the amount they would accept.
CREATE TABLE charge_answers (
  charge_id      uuid PRIMARY KEY REFERENCES charges(id),
  answer         text NOT NULL CHECK (answer IN ('accepted', 'disputed')),
  comment        text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 1000),
  counter_amount integer CHECK (counter_amount IS NULL OR counter_amount >= 0),
  customer_id    uuid NOT NULL REFERENCES users(id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (answer = 'accepted' OR char_length(btrim(comment)) > 0),
  CHECK (answer = 'disputed' OR counter_amount IS NULL)
);
CREATE TRIGGER charge_answers_append_only BEFORE UPDATE OR DELETE ON charge_answers
  FOR EACH ROW EXECUTE FUNCTION booking_money_append_only();

-- An admin's decision, once and final: the amount the renter pays, with the reason.
CREATE TABLE charge_decisions (
  charge_id  uuid PRIMARY KEY REFERENCES charges(id),
  amount     integer NOT NULL CHECK (amount >= 0),
  reason     text NOT NULL CHECK (char_length(btrim(reason)) BETWEEN 1 AND 2000),
  admin_id   uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER charge_decisions_append_only BEFORE UPDATE OR DELETE ON charge_decisions
  FOR EACH ROW EXECUTE FUNCTION booking_money_append_only();

-- Photos of a charge: the vendor's receipt or damage, the renter's side of a dispute.
CREATE TABLE charge_evidence (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  charge_id   uuid NOT NULL REFERENCES charges(id),
  storage_key text NOT NULL,
  thumb_key   text NOT NULL,
  sha256      text NOT NULL,
  size_bytes  integer NOT NULL CHECK (size_bytes > 0),
  uploaded_by uuid NOT NULL REFERENCES users(id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX charge_evidence_charge_idx ON charge_evidence (charge_id, created_at);
CREATE TRIGGER charge_evidence_append_only BEFORE UPDATE OR DELETE ON charge_evidence
  FOR EACH ROW EXECUTE FUNCTION booking_money_append_only();
