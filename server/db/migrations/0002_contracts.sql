-- Hiring, contracts, payments: cards (gateway tokens only), invoices (bills to receive), refunds,
-- webhook events, partner-platform reservations and building access codes.
-- Frozen once released: change the schema with a new numbered file.

CREATE EXTENSION IF NOT EXISTS btree_gist;

-- A saved card is the gateway's opaque token plus what the screen shows. The card number and the
-- CVV never reach the database: the gateway tokenises them and only the last 4 digits come back.
CREATE TABLE user_payment_cards (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  gateway_token text NOT NULL UNIQUE,
  brand text NOT NULL CHECK (brand IN ('visa', 'mastercard', 'diners', 'amex', 'discover', 'hipercard', 'elo', 'jcb', 'aura')),
  last_digits char(4) NOT NULL CHECK (last_digits ~ '^[0-9]{4}$'),
  exp_month smallint NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year smallint NOT NULL CHECK (exp_year BETWEEN 2000 AND 2100),
  holder_name text NOT NULL CHECK (char_length(holder_name) BETWEEN 1 AND 120),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_payment_cards_user_idx ON user_payment_cards (user_id);

ALTER TABLE contracts
  ADD COLUMN plataform_hash text,
  ADD COLUMN plan text NOT NULL DEFAULT 'Diária' CHECK (plan IN ('Diária', 'Mensal')),
  ADD COLUMN guests smallint NOT NULL DEFAULT 1 CHECK (guests BETWEEN 1 AND 12),
  ADD COLUMN observation text CHECK (observation IS NULL OR char_length(observation) <= 500),
  ADD COLUMN card_id integer REFERENCES user_payment_cards(id) ON DELETE SET NULL,
  ADD COLUMN renewed_from_id integer REFERENCES contracts(id),
  ADD COLUMN cancelled_at timestamptz,
  ADD COLUMN cancel_reason text CHECK (cancel_reason IN ('resident', 'pix_expired', 'card_declined'));

-- One contract per unit and night: two contracts that still hold their nights (every status but
-- Cancelada 5 and Finalizada 6) cannot overlap. daterange is [check_in, check_out), so the
-- check-out day is free for the next guest. Violations raise SQLSTATE 23P01 (answered 409).
ALTER TABLE contracts ADD CONSTRAINT contracts_no_overlap EXCLUDE USING gist (
  apartment_id WITH =,
  daterange(check_in, check_out) WITH &&
) WHERE (contract_status_id NOT IN (5, 6));

CREATE INDEX contracts_status_idx ON contracts (contract_status_id);
CREATE UNIQUE INDEX contracts_renewal_key ON contracts (renewed_from_id)
  WHERE renewed_from_id IS NOT NULL AND contract_status_id NOT IN (5, 6);

-- Invoices. One per contract and competency date, so the billing job can run twice safely.
CREATE TABLE bills_to_receive (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  value numeric(10,2) NOT NULL CHECK (value >= 0),
  received boolean NOT NULL DEFAULT false,
  received_at timestamptz,
  date_expiration date NOT NULL,
  date_competency date NOT NULL,
  description text NOT NULL,
  payment_form_id smallint CHECK (payment_form_id IN (1, 2)),
  pix_payload text,
  pix_txid text UNIQUE CHECK (pix_txid IS NULL OR pix_txid ~ '^[A-Za-z0-9]{1,25}$'),
  pix_expires_at timestamptz,
  pix_issued_at timestamptz,           -- when the current Pix charge was issued (sandbox auto-confirm counts from it)
  receipt jsonb,                       -- paid_at, method, last_digits or pix txid, amount, authorization
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, date_competency),
  CHECK (received = (received_at IS NOT NULL))
);
CREATE INDEX bills_to_receive_user_idx ON bills_to_receive (user_id);
CREATE INDEX bills_to_receive_open_idx ON bills_to_receive (date_expiration) WHERE NOT received;

-- A cancellation's refund under the rule of spec 9 (full, or 70 % refunded and 30 % retained).
CREATE TABLE refunds (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL UNIQUE REFERENCES contracts(id),
  user_id integer NOT NULL REFERENCES users(id),
  rule text NOT NULL CHECK (rule IN ('full', 'partial')),
  paid_amount numeric(10,2) NOT NULL CHECK (paid_amount >= 0),
  refund_amount numeric(10,2) NOT NULL CHECK (refund_amount >= 0),
  retained_amount numeric(10,2) NOT NULL CHECK (retained_amount >= 0),
  status text NOT NULL DEFAULT 'Pendente' CHECK (status IN ('Pendente', 'Reembolsado')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (refund_amount + retained_amount = paid_amount)
);

-- Gateway webhook deliveries already applied: a replayed event id is refused.
CREATE TABLE payment_webhook_events (
  event_id text PRIMARY KEY CHECK (char_length(event_id) BETWEEN 1 AND 100),
  type text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Packages sold by partner platforms for a unit and period; hiring one links its contract.
CREATE TABLE platform_reservations (
  id serial PRIMARY KEY,
  hash text NOT NULL UNIQUE CHECK (hash ~ '^[A-Za-z0-9_-]{6,64}$'),
  platform text NOT NULL,
  apartment_id integer NOT NULL REFERENCES apartments(id),
  checkin date NOT NULL,
  checkout date NOT NULL,
  beds smallint NOT NULL CHECK (beds >= 1),
  price numeric(10,2) NOT NULL CHECK (price >= 0),
  paid boolean NOT NULL DEFAULT false,
  contract_id integer REFERENCES contracts(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (checkout > checkin)
);

-- Short-lived numeric door codes; only their hash is kept.
CREATE TABLE contract_access_codes (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
  code_hash char(64) NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_access_codes_contract_idx ON contract_access_codes (contract_id, expires_at);
