-- Why an imported calendar could not be read, as a catalog text (key and values) that the vendor's
-- screen says in the vendor's language (issue 37, decision 0030). `last_error` keeps the English.
ALTER TABLE car_calendar_imports
  ADD COLUMN last_error_text jsonb
    CHECK (last_error_text IS NULL OR (jsonb_typeof(last_error_text) = 'object' AND jsonb_typeof(last_error_text -> 'key') = 'string'));
