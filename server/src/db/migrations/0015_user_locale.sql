-- The account's language (issue 18): notifications and emails reach a user in it, and the API
-- answers in it when a request names no language of its own. NULL means never chosen (English).
ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('en', 'ur'));
