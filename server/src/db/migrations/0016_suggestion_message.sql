-- A vendor's suggestion shown as a change (issue 19): the vendor's own message beside the
-- customer's note (a suggestion used to overwrite the note), and what the customer had asked for
-- (car, dates, total), so both sides see the old and the new terms side by side.
ALTER TABLE bookings
  ADD COLUMN vendor_message text NOT NULL DEFAULT '' CHECK (char_length(vendor_message) <= 2000),
  ADD COLUMN suggested_over jsonb;

-- Suggestions made before: their history row kept the customer's request, and the notes column
-- then held the vendor's words. Put each back where it belongs.
UPDATE bookings AS b
SET suggested_over = jsonb_build_object(
      'carId', e.details -> 'previous' ->> 'carId',
      'startDate', e.details -> 'previous' ->> 'startDate',
      'endDate', e.details -> 'previous' ->> 'endDate',
      'totalAmount', (e.details -> 'previous' ->> 'totalAmount')::integer,
      -- A suggestion can only take a driver away, so a booking with one had one before.
      'withDriver', b.with_driver),
    vendor_message = left(b.description, 2000),
    description = coalesce(e.details -> 'previous' ->> 'description', '')
FROM booking_events AS e
WHERE e.booking_id = b.id
  AND e.action = 'suggest-changes'
  AND e.details ? 'previous';
