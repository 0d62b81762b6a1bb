-- Issue 17: a conversation per booking between its customer and the car's vendor, the read marks
-- of each party (unread counts, the "unread for 10 minutes" email), and reviews after the trip.

CREATE TABLE messages (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Orders messages of a conversation and marks how far a party has read or been emailed.
  seq         bigserial NOT NULL UNIQUE,
  booking_id  uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  sender_id   uuid NOT NULL REFERENCES users(id),
  -- Empty only when the message carries photos (checked by the API).
  body        text NOT NULL CHECK (char_length(body) <= 2000),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_booking_seq ON messages (booking_id, seq DESC);

-- Photos of messages (up to 4 each): private files, shown to the parties through signed links.
-- Uploaded first (message_id NULL), then attached by the message that names them.
CREATE TABLE message_photos (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id  uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  uploader_id uuid NOT NULL REFERENCES users(id),
  message_id  uuid REFERENCES messages(id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  position    smallint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_photos_message ON message_photos (message_id, position);

-- One row per party and conversation: the last seq read, and the last seq an email was sent for.
CREATE TABLE conversation_reads (
  booking_id      uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  user_id         uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  read_through    bigint NOT NULL DEFAULT 0,
  emailed_through bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (booking_id, user_id)
);

CREATE TABLE reviews (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id     uuid NOT NULL REFERENCES bookings(id),
  car_id         uuid NOT NULL REFERENCES cars(id),
  service_id     uuid NOT NULL REFERENCES services(id),
  author_id      uuid NOT NULL REFERENCES users(id),
  -- The user the review is about: the vendor (customer's review) or the customer (vendor's).
  subject_id     uuid NOT NULL REFERENCES users(id),
  author_side    text NOT NULL CHECK (author_side IN ('CUSTOMER', 'VENDOR')),
  rating         smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  cleanliness    smallint CHECK (cleanliness BETWEEN 1 AND 5),
  accuracy       smallint CHECK (accuracy BETWEEN 1 AND 5),
  communication  smallint CHECK (communication BETWEEN 1 AND 5),
  body           text NOT NULL CHECK (char_length(body) <= 2000),
  -- Double-blind: set on both reviews of a booking when the second is written.
  published      boolean NOT NULL DEFAULT false,
  reply          text CHECK (char_length(reply) BETWEEN 1 AND 2000),
  replied_at     timestamptz,
  hidden_at      timestamptz,
  hidden_reason  text,
  hidden_by      uuid REFERENCES users(id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (booking_id, author_side),
  CHECK ((author_side = 'CUSTOMER') = (cleanliness IS NOT NULL AND accuracy IS NOT NULL AND communication IS NOT NULL)),
  CHECK ((author_side = 'CUSTOMER') OR (cleanliness IS NULL AND accuracy IS NULL AND communication IS NULL)),
  CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL)),
  CHECK ((reply IS NULL) = (replied_at IS NULL))
);
CREATE INDEX reviews_car ON reviews (car_id, created_at DESC) WHERE author_side = 'CUSTOMER';
CREATE INDEX reviews_service ON reviews (service_id, created_at DESC) WHERE author_side = 'CUSTOMER';
CREATE INDEX reviews_subject ON reviews (subject_id, created_at DESC);

CREATE TABLE review_reports (
  review_id   uuid NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users(id),
  reason      text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 1000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, reporter_id)
);

-- Reminders to review, one per booking, party and kind (the job may run again: it skips sent ones).
CREATE TABLE review_reminders (
  booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  user_id    uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('TRIP_ENDED', 'WINDOW_CLOSING')),
  sent_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (booking_id, user_id, kind)
);

-- A car's rating is part of its search answer (cached per instance): a review becoming public,
-- hidden or shown again names the car in search_changes.
CREATE FUNCTION search_note_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.author_side = 'CUSTOMER' AND (TG_OP = 'INSERT' AND NEW.published
      OR TG_OP = 'UPDATE' AND (NEW.published IS DISTINCT FROM OLD.published OR NEW.hidden_at IS DISTINCT FROM OLD.hidden_at)) THEN
    INSERT INTO search_changes (car_id) VALUES (NEW.car_id);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER reviews_search_changes AFTER INSERT OR UPDATE ON reviews FOR EACH ROW EXECUTE FUNCTION search_note_review();
