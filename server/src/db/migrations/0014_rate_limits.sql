-- Rate-limit counters shared by every instance (decision 0020): one row per limited key (route or
-- purpose, and the client address, account or recipient it counts), a fixed window that starts at
-- the first hit and a count of hits in it. One atomic upsert per hit starts a new window once the
-- old one has ended; the nightly clean-up deletes rows whose window ended. With REDIS_URL set the
-- counters live in Redis instead and this table stays empty.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 512),
  count integer NOT NULL CHECK (count >= 1),
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);
