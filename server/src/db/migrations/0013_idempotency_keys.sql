-- A client may send an Idempotency-Key with a request that creates or changes something; the same
-- key from the same account within a day gets the first answer again instead of a second effect
-- (a double click on "Book Now", a retry after a lost answer).
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 8 AND 128),
  method text NOT NULL,
  path text NOT NULL,
  request_hash text NOT NULL,
  status_code integer CHECK (status_code BETWEEN 100 AND 599),
  content_type text,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
