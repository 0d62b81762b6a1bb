-- Message photos go through the upload quota (issue 37): every upload, a car image or a message
-- photo, is recorded in `uploads` before it is decoded, with its kind. Car uploads keep their
-- unclaimed-per-day quota and their sweep; message photos are counted per account and day (count
-- and bytes) and, with the bytes each photo arrived with, per writer and booking.
ALTER TABLE uploads ADD COLUMN kind text NOT NULL DEFAULT 'car' CHECK (kind IN ('car', 'message'));
ALTER TABLE message_photos ADD COLUMN bytes integer NOT NULL DEFAULT 0 CHECK (bytes >= 0);
CREATE INDEX message_photos_booking_uploader ON message_photos (booking_id, uploader_id);
