-- Resident services: contract keys, inspections, support tickets, extra services, tutorials,
-- shared areas and their bookings, visitors, community tasks, and idempotency keys.
-- Frozen once released: change the schema with a new numbered file.

CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Digital access keys of a contract. A key works when active AND NOT suspended AND deleted_at IS NULL;
-- `suspended` belongs to the late-payment job (0002's half), `active` to the resident.
CREATE TABLE contract_keys (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES contracts(id),
  user_id integer NOT NULL REFERENCES users(id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  code text CHECK (code IS NULL OR char_length(code) <= 20),
  selfie_path text,                    -- server-generated name under DATA_DIR/uploads; never a client path
  active boolean NOT NULL DEFAULT true,
  suspended boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX contract_keys_contract_idx ON contract_keys (contract_id) WHERE deleted_at IS NULL;
CREATE INDEX contract_keys_user_idx ON contract_keys (user_id);

-- The inspection form template: yes/no questions grouped by room.
CREATE TABLE inspection_questions (
  id serial PRIMARY KEY,
  room text NOT NULL CHECK (room IN ('sala', 'cozinha', 'lavanderia', 'varanda', 'banheiro_solteiro',
    'escritorio', 'quarto_de_solteiro', 'quarto_de_casal', 'banheiro_casal')),
  title text NOT NULL,                 -- short subject, e.g. 'Paredes e teto'
  question text NOT NULL,
  position smallint NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (room, title)
);

CREATE TABLE inspections (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES contracts(id),
  kind text NOT NULL CHECK (kind IN ('check_in', 'check_out')),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, kind)           -- a form is submitted once per contract
);

CREATE TABLE inspection_answers (
  id serial PRIMARY KEY,
  inspection_id integer NOT NULL REFERENCES inspections(id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES inspection_questions(id),
  option boolean NOT NULL,
  observation text CHECK (observation IS NULL OR char_length(observation) <= 2000),
  UNIQUE (inspection_id, question_id),
  -- A 'Não' must say what is wrong.
  CHECK (option OR (observation IS NOT NULL AND btrim(observation) <> ''))
);

-- Photos of problems, uploaded one by one (possibly captured offline) before the form is sent;
-- the answers then reference them and answer_id is filled in.
CREATE TABLE inspection_photos (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES contracts(id),
  user_id integer NOT NULL REFERENCES users(id),
  question_id integer NOT NULL REFERENCES inspection_questions(id),
  file_path text NOT NULL,
  answer_id integer REFERENCES inspection_answers(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inspection_photos_contract_idx ON inspection_photos (contract_id);

CREATE TABLE tickets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  enterprise_contract_id integer REFERENCES contracts(id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 150),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 5000),
  status text NOT NULL DEFAULT 'Aberto' CHECK (status IN ('Aberto', 'Em atendimento', 'Resolvido')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz
);
CREATE INDEX tickets_user_idx ON tickets (user_id, id DESC);

CREATE TABLE ticket_replies (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id),  -- NULL: written by staff
  author_name text NOT NULL,
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_replies_ticket_idx ON ticket_replies (ticket_id, id);

-- On-demand extra services (cleaning, maintenance, laundry).
CREATE TABLE services (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL,
  price numeric(10,2) NOT NULL CHECK (price >= 0),
  position smallint NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE contract_services (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES contracts(id),
  user_id integer NOT NULL REFERENCES users(id),
  service_id integer NOT NULL REFERENCES services(id),
  date date NOT NULL,
  period text CHECK (period IN ('Manhã', 'Tarde', 'Noite')),
  notes text CHECK (notes IS NULL OR char_length(notes) <= 1000),
  price numeric(10,2) NOT NULL,        -- the price when booked
  status text NOT NULL DEFAULT 'Agendado' CHECK (status IN ('Agendado', 'Concluído', 'Cancelado')),
  bill_to_receive_id integer,          -- set when an invoice charges it (billing decides; no FK to keep halves apart)
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contract_services_contract_idx ON contract_services (contract_id);

-- General tutorials (no enterprise, no apartment), per enterprise, or per apartment.
CREATE TABLE tutorials (
  id serial PRIMARY KEY,
  enterprise_id integer REFERENCES enterprises(id) ON DELETE CASCADE,
  apartment_id integer REFERENCES apartments(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  content text NOT NULL,
  video_url text,
  position smallint NOT NULL DEFAULT 0
);
CREATE INDEX tutorials_enterprise_idx ON tutorials (enterprise_id);
CREATE INDEX tutorials_apartment_idx ON tutorials (apartment_id);

-- Shared areas of an enterprise, bookable in slots.
CREATE TABLE places (
  id serial PRIMARY KEY,
  enterprise_id integer NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  opens_at time NOT NULL,
  closes_at time NOT NULL,
  slot_minutes smallint NOT NULL DEFAULT 60 CHECK (slot_minutes BETWEEN 15 AND 480),
  active boolean NOT NULL DEFAULT true,
  CHECK (closes_at > opens_at)
);
CREATE INDEX places_enterprise_idx ON places (enterprise_id);

CREATE TABLE place_schedules (
  id serial PRIMARY KEY,
  place_id integer NOT NULL REFERENCES places(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  contract_id integer NOT NULL REFERENCES contracts(id),
  date date NOT NULL,
  start_time time NOT NULL,
  end_time time NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  CHECK (end_time > start_time),
  -- Two live bookings of one place never overlap.
  CONSTRAINT place_schedules_no_overlap EXCLUDE USING gist (
    place_id WITH =,
    tsrange(date + start_time, date + end_time) WITH &&
  ) WHERE (cancelled_at IS NULL)
);
CREATE INDEX place_schedules_user_idx ON place_schedules (user_id);

CREATE TABLE visitors (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  contract_id integer NOT NULL REFERENCES contracts(id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  document text NOT NULL CHECK (char_length(document) BETWEEN 1 AND 30),
  date date NOT NULL,
  released_at timestamptz,             -- the resident authorised the entry at the concierge
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX visitors_user_idx ON visitors (user_id) WHERE deleted_at IS NULL;

-- Community tasks and events residents can subscribe to; enterprise_id NULL means every enterprise.
CREATE TABLE tasks (
  id serial PRIMARY KEY,
  enterprise_id integer REFERENCES enterprises(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  location text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  capacity smallint CHECK (capacity IS NULL OR capacity > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tasks_enterprise_idx ON tasks (enterprise_id, starts_at);

CREATE TABLE task_subscriptions (
  id serial PRIMARY KEY,
  task_id integer NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (task_id, user_id)
);

-- The first response to a mutating request sent with an Idempotency-Key, per user and key.
-- status_code NULL means the first request is still running.
CREATE TABLE idempotency_keys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
  request_hash char(64) NOT NULL,      -- sha256 hex of method, path and raw body
  status_code smallint,
  content_type text,
  response_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  UNIQUE (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
