-- Initial schema: every entity of the product. Integrity lives here as well as in code:
-- foreign keys, checks, and the exclusion constraint that makes double booking impossible.

CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email          text NOT NULL CHECK (email = lower(email) AND char_length(email) <= 254),
  phone          text NOT NULL DEFAULT '' CHECK (char_length(phone) <= 30),
  password_hash  text,
  google_sub     text UNIQUE,
  roles          text[] NOT NULL DEFAULT ARRAY['CUSTOMER']::text[]
                 CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['ADMIN','CUSTOMER','VENDOR']::text[]),
  email_verified boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  -- A deleted account is anonymised and kept as a tombstone so that past bookings keep their
  -- foreign keys; it can never sign in again.
  deleted_at     timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE email_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('VERIFY_EMAIL')),
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id);

CREATE TABLE id_documents (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id             uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  storage_key         text NOT NULL UNIQUE,
  file_name           text NOT NULL,
  content_type        text NOT NULL CHECK (content_type IN ('image/jpeg','image/png','image/webp','image/avif','image/gif','application/pdf')),
  size_bytes          integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 10485760),
  verification_status text NOT NULL DEFAULT 'PENDING'
                      CHECK (verification_status IN ('PENDING','APPROVED','REJECTED','NEEDS_REVIEW')),
  uploaded_on         timestamptz NOT NULL DEFAULT now(),
  reviewed_at         timestamptz,
  reviewed_by         uuid REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX id_documents_user_idx ON id_documents (user_id, uploaded_on DESC);

CREATE TABLE services (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vendor_id     uuid NOT NULL REFERENCES users(id),
  name          text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  description   text NOT NULL DEFAULT '' CHECK (char_length(description) <= 5000),
  phone         text NOT NULL CHECK (char_length(phone) BETWEEN 1 AND 30),
  address_line1 text NOT NULL DEFAULT '' CHECK (char_length(address_line1) <= 200),
  address_line2 text NOT NULL DEFAULT '' CHECK (char_length(address_line2) <= 200),
  city          text NOT NULL DEFAULT '' CHECK (char_length(city) <= 100),
  state         text NOT NULL DEFAULT '' CHECK (char_length(state) <= 100),
  postal_code   text NOT NULL DEFAULT '' CHECK (char_length(postal_code) <= 20),
  country       text NOT NULL DEFAULT '' CHECK (char_length(country) <= 100),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  deleted_at    timestamptz
);
CREATE INDEX services_vendor_idx ON services (vendor_id) WHERE deleted_at IS NULL;
CREATE INDEX services_city_idx ON services (lower(city)) WHERE deleted_at IS NULL;

CREATE TABLE cars (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  service_id    uuid NOT NULL REFERENCES services(id),
  name          text NOT NULL DEFAULT '' CHECK (char_length(name) <= 200),
  description   text NOT NULL DEFAULT '' CHECK (char_length(description) <= 5000),
  make          text NOT NULL CHECK (make IN ('AUDI','BMW','CHEVROLET','DAIHATSU','FIAT','FORD','HONDA',
                  'HYUNDAI','ISUZU','JEEP','JMC','KIA','MAZDA','MERCEDES_BENZ','MG','MITSUBISHI','PEUGEOT',
                  'PORSCHE','RANGE_ROVER','ROLLS_ROYCE','SUZUKI','TOYOTA','VAUXHAL','VOLKSWAGON','VOLVO','OTHER')),
  custom_make   text NOT NULL DEFAULT '' CHECK (char_length(custom_make) <= 60),
  model         text NOT NULL CHECK (char_length(model) BETWEEN 1 AND 60),
  year          integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  engine_size   text NOT NULL DEFAULT '' CHECK (char_length(engine_size) <= 30),
  color         text NOT NULL DEFAULT '' CHECK (char_length(color) <= 40),
  transmission  text NOT NULL CHECK (transmission IN ('MANUAL','AUTOMATIC')),
  fuel_type     text NOT NULL CHECK (fuel_type IN ('DIESEL','PETROL')),
  is_insured    boolean NOT NULL DEFAULT false,
  features      text[] NOT NULL DEFAULT ARRAY[]::text[],
  price_per_day integer NOT NULL CHECK (price_per_day > 0 AND price_per_day <= 10000000),
  -- "make model" in lower case, kept by the application, searched with a trigram index.
  search_text   text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  deleted_at    timestamptz,
  CHECK (make <> 'OTHER' OR char_length(btrim(custom_make)) > 0)
);
CREATE INDEX cars_service_idx ON cars (service_id) WHERE deleted_at IS NULL;
CREATE INDEX cars_newest_idx ON cars (created_at DESC, id) WHERE deleted_at IS NULL;
CREATE INDEX cars_price_idx ON cars (price_per_day, id) WHERE deleted_at IS NULL;
CREATE INDEX cars_make_idx ON cars (make) WHERE deleted_at IS NULL;
CREATE INDEX cars_year_idx ON cars (year) WHERE deleted_at IS NULL;
CREATE INDEX cars_search_trgm_idx ON cars USING gin (search_text gin_trgm_ops) WHERE deleted_at IS NULL;

CREATE TABLE car_images (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  car_id      uuid NOT NULL REFERENCES cars(id) ON DELETE CASCADE,
  position    integer NOT NULL CHECK (position BETWEEN 0 AND 9),
  url         text NOT NULL,
  storage_key text NOT NULL,
  -- Responsive variants made by the server: [{ "width": 480, "url": "..." }, ...]
  variants    jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT car_images_position_key UNIQUE (car_id, position) DEFERRABLE INITIALLY DEFERRED
);

CREATE TABLE bookings (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  car_id       uuid NOT NULL REFERENCES cars(id),
  customer_id  uuid NOT NULL REFERENCES users(id),
  service_id   uuid NOT NULL REFERENCES services(id),
  status       text NOT NULL DEFAULT 'PENDING'
               CHECK (status IN ('PENDING','ACCEPTED','REJECTED','CANCELLED','CONFIRMED','SUGGESTION_MADE')),
  -- Local wall-clock time in the marketplace's time zone (Asia/Karachi by default), as the
  -- product speaks of them; no zone is stored on purpose.
  start_date   timestamp NOT NULL,
  end_date     timestamp NOT NULL,
  description  text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  total_amount integer NOT NULL CHECK (total_amount >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date > start_date),
  -- A car is held by ACCEPTED and CONFIRMED bookings; two held bookings never overlap.
  CONSTRAINT bookings_no_double_booking EXCLUDE USING gist (
    car_id WITH =,
    tsrange(start_date, end_date, '[)') WITH &&
  ) WHERE (status IN ('ACCEPTED','CONFIRMED'))
);
CREATE INDEX bookings_customer_idx ON bookings (customer_id, created_at DESC);
CREATE INDEX bookings_service_idx ON bookings (service_id, created_at DESC);
CREATE INDEX bookings_car_idx ON bookings (car_id, start_date);

CREATE TABLE booking_events (
  id          bigserial PRIMARY KEY,
  booking_id  uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  actor_id    uuid REFERENCES users(id) ON DELETE SET NULL,
  action      text NOT NULL,
  from_status text,
  to_status   text NOT NULL,
  details     jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_events_booking_idx ON booking_events (booking_id, id);

CREATE TABLE payments (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id          uuid NOT NULL REFERENCES bookings(id),
  provider            text NOT NULL CHECK (provider IN ('sandbox','stripe')),
  provider_session_id text NOT NULL,
  provider_payment_id text,
  amount              integer NOT NULL CHECK (amount >= 0),
  currency            text NOT NULL DEFAULT 'PKR',
  status              text NOT NULL DEFAULT 'OPEN'
                      CHECK (status IN ('OPEN','PAID','EXPIRED','FAILED','REFUNDED','CANCELLED')),
  checkout_url        text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_session_id)
);
CREATE INDEX payments_booking_idx ON payments (booking_id, created_at DESC);

-- Webhook events processed, so that each provider event takes effect once.
CREATE TABLE payment_events (
  provider    text NOT NULL,
  event_id    text NOT NULL,
  type        text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- The built-in sandbox provider's own records (it behaves like an external hosted checkout).
CREATE TABLE sandbox_checkout_sessions (
  id          text PRIMARY KEY,
  reference   text NOT NULL,
  description text NOT NULL DEFAULT '',
  amount      integer NOT NULL CHECK (amount >= 0),
  currency    text NOT NULL DEFAULT 'PKR',
  status      text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN','PAID','EXPIRED','CANCELLED','REFUNDED')),
  success_url text NOT NULL,
  cancel_url  text NOT NULL,
  card_last4  text,
  expires_at  timestamptz NOT NULL,
  paid_at     timestamptz,
  refunded_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Monotonic order for the event stream's Last-Event-ID.
  seq        bigserial NOT NULL UNIQUE,
  user_id    uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  booking_id uuid REFERENCES bookings(id) ON DELETE CASCADE,
  -- Whether it reached the user as the booking's customer or as the vendor of its service.
  audience   text NOT NULL CHECK (audience IN ('CUSTOMER','VENDOR')),
  kind       text NOT NULL,
  message    text NOT NULL,
  read       boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

-- Every outgoing email goes through this queue: retried while the mail server is down, and the
-- dev outbox when no SMTP server is configured.
CREATE TABLE mail_outbox (
  id              bigserial PRIMARY KEY,
  to_address      text NOT NULL,
  subject         text NOT NULL,
  text_body       text NOT NULL,
  html_body       text NOT NULL,
  status          text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','SENT','FAILED')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'PENDING';
