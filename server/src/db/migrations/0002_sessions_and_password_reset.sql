-- Sessions that can be ended: every token carries the account's token_version, and a request is
-- accepted only while it matches. Changing or resetting the password and "log out everywhere"
-- increase it, which ends every earlier session at once.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0 CHECK (token_version >= 0);

-- Password reset links are single-use email tokens, stored hashed like verification links.
ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('VERIFY_EMAIL', 'RESET_PASSWORD'));
