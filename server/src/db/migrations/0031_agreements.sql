-- Issue 31's rental agreement (decision 0042): one PDF per sealed check-in, made by the server,
-- stored privately; the row says which bytes are the agreement (their SHA-256). Append-only.
CREATE TABLE agreements (
  id            uuid PRIMARY KEY,
  booking_id    uuid NOT NULL REFERENCES bookings(id),
  handover_id   uuid NOT NULL UNIQUE REFERENCES handovers(id),
  sha256        text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key   text NOT NULL UNIQUE CHECK (length(storage_key) BETWEEN 1 AND 512),
  locale_order  text NOT NULL CHECK (locale_order IN ('en,ur', 'ur,en')),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agreements_booking_idx ON agreements (booking_id, created_at DESC);

CREATE FUNCTION agreements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'agreement % never changes', OLD.id USING ERRCODE = 'check_violation';
END $$;
CREATE TRIGGER agreements_append_only BEFORE UPDATE OR DELETE ON agreements
  FOR EACH ROW EXECUTE FUNCTION agreements_append_only();

-- Files a message carries (the agreement's PDF): [{ "filename", "contentType", "storageKey" }],
-- read from storage when the message is delivered.
ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
