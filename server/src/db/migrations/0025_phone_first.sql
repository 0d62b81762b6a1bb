-- Phone first (issue 33, decision 0036): verified phones, codes sent by SMS, and the outbox of
-- SMS and WhatsApp messages.

-- A phone is verified when a code sent to it came back. One live account holds a verified number
-- at a time (sign-in by phone finds it); verifying it elsewhere takes it from the old account.
ALTER TABLE users ADD COLUMN phone_verified_at timestamptz;
CREATE UNIQUE INDEX users_verified_phone_key ON users (phone) WHERE phone_verified_at IS NOT NULL AND deleted_at IS NULL;

-- Verification and sign-in codes: only the code's hash is kept; each lives 10 minutes, takes 5
-- tries, and is used once. A newer code for the same number and purpose replaces the older one.
CREATE TABLE phone_codes (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  phone       text NOT NULL CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  purpose     text NOT NULL CHECK (purpose IN ('verify','login')),
  user_id     uuid REFERENCES users(id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  tries       integer NOT NULL DEFAULT 0 CHECK (tries BETWEEN 0 AND 5),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((purpose = 'verify') = (user_id IS NOT NULL))
);
CREATE INDEX phone_codes_lookup_idx ON phone_codes (phone, purpose, created_at DESC);
CREATE INDEX phone_codes_expiry_idx ON phone_codes (expires_at);

-- SMS and WhatsApp messages, written before they are sent (like mail_outbox): the default
-- provider keeps them here and in the log, so the app runs offline.
CREATE TABLE message_outbox (
  id           bigserial PRIMARY KEY,
  user_id      uuid REFERENCES users(id) ON DELETE SET NULL,
  channel      text NOT NULL CHECK (channel IN ('sms','whatsapp')),
  to_phone     text NOT NULL CHECK (to_phone ~ '^\+[1-9][0-9]{6,14}$'),
  kind         text NOT NULL CHECK (char_length(kind) BETWEEN 1 AND 60),
  locale       text NOT NULL CHECK (locale IN ('en','ur','roman')),
  body         text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1600),
  template     jsonb,
  status       text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','SENT','DELIVERED','READ','FAILED')),
  provider     text NOT NULL CHECK (provider IN ('outbox','twilio','whatsapp-cloud')),
  provider_id  text,
  attempts     integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  last_error   text,
  fallback_mail boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  sent_at      timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX message_outbox_provider_id_key ON message_outbox (provider, provider_id) WHERE provider_id IS NOT NULL;
CREATE INDEX message_outbox_user_idx ON message_outbox (user_id, created_at DESC);

-- Delivery webhooks already applied, by the provider's own id of the event: a replay changes nothing.
CREATE TABLE message_webhook_events (
  provider    text NOT NULL CHECK (provider IN ('twilio','whatsapp-cloud')),
  event_key   text NOT NULL CHECK (char_length(event_key) BETWEEN 1 AND 300),
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_key)
);

-- What each user wants by SMS and WhatsApp, per kind of message. No row: the default (booking
-- updates by WhatsApp; reminders by WhatsApp; new messages off). There are no marketing messages.
CREATE TABLE text_preferences (
  user_id  uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel  text NOT NULL CHECK (channel IN ('sms','whatsapp')),
  kind     text NOT NULL CHECK (kind IN ('bookingUpdates','reminders','messages')),
  enabled  boolean NOT NULL,
  PRIMARY KEY (user_id, channel, kind)
);

-- SMS and WhatsApp in Roman Urdu (Urdu in Latin letters) for those who choose it.
ALTER TABLE users ADD COLUMN text_roman_urdu boolean NOT NULL DEFAULT false;
