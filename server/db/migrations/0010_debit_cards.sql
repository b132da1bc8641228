-- Debit cards and their 3-D Secure challenges; where a cancellation's refund goes.

-- Credit or debit, as the gateway's tokenisation answered. Cards saved before are credit cards
-- (only credit was accepted then).
ALTER TABLE user_payment_cards
  ADD COLUMN kind text NOT NULL DEFAULT 'credit' CHECK (kind IN ('credit', 'debit'));

-- A debit charge the issuer wants authenticated (3-D Secure): the bill it pays waits here until
-- the resident answers the issuer's challenge. The row is the charge's one-time ticket: answered
-- once (status leaves 'pending' under a row lock), by its owner, before it expires.
CREATE TABLE card_challenges (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  contract_id integer NOT NULL REFERENCES contracts(id) ON DELETE CASCADE,
  -- An unpaid bill is dropped when its contract is cancelled: the challenge then has nothing to pay.
  bill_id integer REFERENCES bills_to_receive(id) ON DELETE SET NULL,
  card_id integer REFERENCES user_payment_cards(id) ON DELETE SET NULL,
  purpose text NOT NULL CHECK (purpose IN ('hire', 'bill')),
  amount numeric(10,2) NOT NULL CHECK (amount > 0),
  gateway_reference text NOT NULL,
  issuer text NOT NULL,
  -- The issuer's instruction on its challenge (where the code was sent).
  prompt text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  message text,
  expires_at timestamptz NOT NULL,
  answered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_challenges_bill_idx ON card_challenges (bill_id) WHERE status = 'pending';

-- Where the refund goes: back to the card that paid, back to the Pix payer, or, for a boleto
-- (payment form 3), to the Pix key the resident gave when cancelling.
ALTER TABLE refunds
  ADD COLUMN destination text CHECK (destination IN ('card', 'pix', 'pix_key', 'none')),
  ADD COLUMN card_id integer REFERENCES user_payment_cards(id) ON DELETE SET NULL,
  ADD COLUMN card_last_digits char(4),
  ADD COLUMN pix_key text CHECK (pix_key IS NULL OR char_length(pix_key) <= 77),
  ADD COLUMN pix_key_type text CHECK (pix_key_type IN ('cpf', 'email', 'phone', 'random')),
  ADD CONSTRAINT refunds_pix_key_typed CHECK ((pix_key IS NULL) = (pix_key_type IS NULL));

-- A contract may be paid by boleto (payment form 3, issue 30): its cancellation refunds to a Pix
-- key. Same name as PostgreSQL's generated one, so a migration that widened it already is matched.
ALTER TABLE contracts
  DROP CONSTRAINT IF EXISTS contracts_payment_form_id_check,
  ADD CONSTRAINT contracts_payment_form_id_check CHECK (payment_form_id IN (1, 2, 3));
