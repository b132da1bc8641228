-- Abuse-limit counters shared by every API process (server/http/rate-limit.ts): one fixed window
-- per (limit, key). Keys are SHA-256 of the e-mail, address or user id: no personal data at rest.
CREATE TABLE rate_limit_windows (
  name text NOT NULL,
  key_hash text NOT NULL,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL,
  PRIMARY KEY (name, key_hash)
);
CREATE INDEX rate_limit_windows_reset_at ON rate_limit_windows (reset_at);
