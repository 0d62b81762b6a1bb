-- CNIC and driving licence (issue 33, decision 0040): the numbers a user gives, the photos of the
-- CNIC's two sides, the licence and a selfie, and the admins' append-only reviews.

-- One row per user with the typed numbers. Each piece (cnic, licence, selfie) has a revision that
-- grows whenever its numbers or photos change; a review counts for the revision it looked at, so
-- a changed piece is waiting for review again.
CREATE TABLE identities (
  user_id            uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  cnic               text CHECK (cnic ~ '^[0-9]{5}-[0-9]{7}-[0-9]$'),
  licence_number     text CHECK (char_length(licence_number) BETWEEN 1 AND 40),
  licence_authority  text CHECK (char_length(licence_authority) BETWEEN 1 AND 80),
  licence_expiry     date,
  cnic_revision      integer NOT NULL DEFAULT 0 CHECK (cnic_revision >= 0),
  licence_revision   integer NOT NULL DEFAULT 0 CHECK (licence_revision >= 0),
  selfie_revision    integer NOT NULL DEFAULT 0 CHECK (selfie_revision >= 0),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((licence_number IS NULL) = (licence_authority IS NULL) AND (licence_number IS NULL) = (licence_expiry IS NULL))
);

-- Every photo ever uploaded (private files, shown through short-lived signed links); the newest
-- of a kind is the current one. Rows are never changed.
CREATE TABLE identity_photos (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('cnic_front','cnic_back','licence','selfie')),
  storage_key   text NOT NULL UNIQUE CHECK (char_length(storage_key) BETWEEN 1 AND 500),
  content_type  text NOT NULL CHECK (content_type IN ('image/jpeg','image/png','image/webp')),
  size_bytes    integer NOT NULL CHECK (size_bytes > 0),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_photos_user_idx ON identity_photos (user_id, kind, created_at DESC);

-- The admins' decisions, append-only: a change of mind is a new row that names the row it corrects.
CREATE TABLE identity_reviews (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  piece        text NOT NULL CHECK (piece IN ('cnic','licence','selfie')),
  revision     integer NOT NULL CHECK (revision > 0),
  decision     text NOT NULL CHECK (decision IN ('APPROVED','REJECTED')),
  reason       text CHECK (reason IN ('unreadable','mismatch','expired','wrong_document','incomplete','face_not_visible')),
  reviewer_id  uuid REFERENCES users(id) ON DELETE SET NULL,
  corrects     uuid REFERENCES identity_reviews(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  seq          bigserial NOT NULL,
  CHECK ((decision = 'REJECTED') = (reason IS NOT NULL))
);
CREATE INDEX identity_reviews_user_idx ON identity_reviews (user_id, piece, seq DESC);

-- Rows are never changed; only a deleted reviewer's id may become NULL (ON DELETE SET NULL).
CREATE FUNCTION identity_rows_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'identity_reviews' AND NEW.reviewer_id IS NULL
     AND (to_jsonb(NEW) - 'reviewer_id') = (to_jsonb(OLD) - 'reviewer_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% rows are never changed', TG_TABLE_NAME;
END $$;
CREATE TRIGGER identity_reviews_append_only BEFORE UPDATE ON identity_reviews
  FOR EACH ROW EXECUTE FUNCTION identity_rows_are_append_only();
CREATE TRIGGER identity_photos_append_only BEFORE UPDATE ON identity_photos
  FOR EACH ROW EXECUTE FUNCTION identity_rows_are_append_only();

-- Reminders by text (issue 33): one row per booking and kind once queued, so the scheduled job
-- sends each reminder once, however often it runs.
CREATE TABLE text_reminders (
  booking_id  uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('pickup_24h','pickup_2h','return')),
  queued_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (booking_id, kind)
);

-- New messages by text: at most one digest an hour per booking and recipient. A pending digest
-- (sent_at NULL) counts the messages since the last one and is due an hour after it.
CREATE TABLE text_digests (
  id            bigserial PRIMARY KEY,
  booking_id    uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  recipient_id  uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  messages      integer NOT NULL DEFAULT 1 CHECK (messages > 0),
  due_at        timestamptz NOT NULL,
  sent_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX text_digests_pending_key ON text_digests (booking_id, recipient_id) WHERE sent_at IS NULL;
CREATE INDEX text_digests_due_idx ON text_digests (due_at) WHERE sent_at IS NULL;
CREATE INDEX text_digests_sent_idx ON text_digests (booking_id, recipient_id, sent_at DESC) WHERE sent_at IS NOT NULL;
