-- A sign-up waits here until its e-mail is confirmed with a code (issue 29): the register answer
-- is the same whether or not the e-mail or CPF already has an account, and the account exists only
-- once the code comes back. The form is kept with the password already hashed; rows live 30 min.
CREATE TABLE pending_registrations (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  code_hash text NOT NULL,
  form jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX pending_registrations_email ON pending_registrations (email);
CREATE INDEX pending_registrations_expires ON pending_registrations (expires_at);
