-- One row per event a resident is told about (issue 33). event_key names the event itself (kind
-- and the bill, contract or ticket it is about), and is unique: a job round run twice, or by two
-- API processes at once, or a payment confirmed twice, writes the notification once.
CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  event_key text NOT NULL UNIQUE,
  contract_id integer REFERENCES contracts(id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC);
