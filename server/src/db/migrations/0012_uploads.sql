-- Every car image upload is recorded against the account that sent it, so that uploads can be
-- limited per account (rate and quota) and files never claimed by a car can be swept away.
CREATE TABLE uploads (
  storage_key text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  bytes integer NOT NULL CHECK (bytes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user_created ON uploads (user_id, created_at);
CREATE INDEX uploads_created ON uploads (created_at);
CREATE INDEX car_images_storage_key ON car_images (storage_key);
