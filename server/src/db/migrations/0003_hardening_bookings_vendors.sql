-- Hardening of bookings, vendors, uploads and notification streams.

-- An admin can suspend an account (and lift it): a suspended user cannot sign in, their tokens
-- stop working, and their services and cars are hidden and cannot be booked.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
