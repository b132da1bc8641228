-- Web Push (issue 33). One subscription per resident and device (its push endpoint); the VAPID
-- key pair generated once in development when VAPID_* are not set; each notification's push
-- state, so the push-delivery job retries with backoff and never sends a delivered one again.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

CREATE TABLE vapid_keys (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  public_key text NOT NULL,
  private_key text NOT NULL
);

ALTER TABLE notifications
  ADD COLUMN push_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN push_next_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN push_done_at timestamptz;
CREATE INDEX notifications_push_pending ON notifications (push_next_at) WHERE push_done_at IS NULL;

-- E-mail for the same events, and what each resident turned off: one row per kind and channel
-- ('push' or 'email') set to false; no row means on. Suspension warnings ignore it (domain).
ALTER TABLE notifications ADD COLUMN email_done_at timestamptz;
CREATE TABLE notification_preferences (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('push', 'email')),
  enabled boolean NOT NULL,
  PRIMARY KEY (user_id, kind, channel)
);
