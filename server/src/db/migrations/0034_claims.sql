-- Damage claims after the trip (issue 32, decision 0045): the vendor's claim within the window after
-- the sealed check-out (areas of the car's outline, an estimate or invoice with its amount, photos),
-- the renter's answer (accept, offer another amount, dispute), the vendor's acceptance of an offer,
-- and an admin's decision. Every table is append-only (the ledger's trigger): a correction is a new
-- claim replacing the one it corrects; an answer, an offer's acceptance and a decision are made once.

CREATE TABLE claims (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id  uuid NOT NULL REFERENCES bookings(id),
  -- Areas of the car's outline (the handover angles that cover the body, and the interior).
  areas       text[] NOT NULL CHECK (
    cardinality(areas) BETWEEN 1 AND 9
    AND areas <@ ARRAY['front', 'front_right', 'right', 'rear_right', 'rear', 'rear_left', 'left', 'front_left', 'interior']::text[]
  ),
  amount      integer NOT NULL CHECK (amount > 0 AND amount <= 1000000),
  document    text NOT NULL CHECK (document IN ('estimate', 'invoice')),
  note        text NOT NULL DEFAULT '' CHECK (char_length(note) <= 1000),
  replaces_id uuid REFERENCES claims(id),
  created_by  uuid NOT NULL REFERENCES users(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (replaces_id IS NULL OR replaces_id <> id)
);
CREATE INDEX claims_booking_idx ON claims (booking_id, created_at);
-- A claim is corrected once: of two corrections at once, one stands.
CREATE UNIQUE INDEX claims_replaced_once ON claims (replaces_id) WHERE replaces_id IS NOT NULL;
CREATE TRIGGER claims_append_only BEFORE UPDATE OR DELETE ON claims
  FOR EACH ROW EXECUTE FUNCTION booking_money_append_only();

-- The renter's answer, once: accepted, an offer of another amount, or disputed (with a comment).
CREATE TABLE claim_answers (
  claim_id     uuid PRIMARY KEY REFERENCES claims(id),
  answer       text NOT NULL CHECK (answer IN ('accepted', 'offered', 'disputed')),
  offer_amount integer CHECK (offer_amount IS NULL OR offer_amount >= 0),
  comment      text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 1000),
  customer_id  uuid NOT NULL REFERENCES users(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((answer = 'offered') = (offer_amount IS NOT NULL)),
  CHECK (answer <> 'disputed' OR char_length(btrim(comment)) > 0)
);
CREATE TRIGGER claim_answers_append_only BEFORE UPDATE OR DELETE ON claim_answers
  FOR EACH ROW EXECUTE FUNCTION booking_money_append_only();

-- The vendor's side accepts the renter's offer, once: the claim closes at the offered amount.
CREATE TABLE claim_offer_acceptances (
  claim_id    uuid PRIMARY KEY REFERENCES claims(id),
  accepted_by uuid NOT NULL REFERENCES users(id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER claim_offer_acceptances_append_only BEFORE UPDATE OR DELETE ON claim_offer_acceptances
  FOR EACH ROW EXECUTE FUNCTION booking_money_append_only();

-- An admin's decision, once and final: the amount (no more than the claim) with the reason.
CREATE TABLE claim_decisions (
  claim_id   uuid PRIMARY KEY REFERENCES claims(id),
  amount     integer NOT NULL CHECK (amount >= 0),
  reason     text NOT NULL CHECK (char_length(btrim(reason)) BETWEEN 1 AND 2000),
  admin_id   uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER claim_decisions_append_only BEFORE UPDATE OR DELETE ON claim_decisions
  FOR EACH ROW EXECUTE FUNCTION booking_money_append_only();

-- Photos of a claim: the vendor's of the damage (each of an area, paired with the check-in photo
-- of that angle), the renter's side of a dispute (no area).
CREATE TABLE claim_photos (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  claim_id    uuid NOT NULL REFERENCES claims(id),
  area        text CHECK (area IS NULL OR area IN ('front', 'front_right', 'right', 'rear_right', 'rear', 'rear_left', 'left', 'front_left', 'interior')),
  side        text NOT NULL CHECK (side IN ('VENDOR', 'CUSTOMER')),
  storage_key text NOT NULL,
  thumb_key   text NOT NULL,
  sha256      text NOT NULL,
  size_bytes  integer NOT NULL CHECK (size_bytes > 0),
  uploaded_by uuid NOT NULL REFERENCES users(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (side = 'CUSTOMER' OR area IS NOT NULL)
);
CREATE INDEX claim_photos_claim_idx ON claim_photos (claim_id, created_at);
CREATE TRIGGER claim_photos_append_only BEFORE UPDATE OR DELETE ON claim_photos
  FOR EACH ROW EXECUTE FUNCTION booking_money_append_only();
