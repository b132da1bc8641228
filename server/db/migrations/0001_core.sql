-- Core schema: people, auth, places, catalogue, favourites, pre-bookings, support.
-- Frozen once released: change the schema with a new numbered file.

CREATE TABLE states (
  id smallint PRIMARY KEY,
  uf char(2) NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE cities (
  id integer PRIMARY KEY,            -- IBGE municipality code
  state_id smallint NOT NULL REFERENCES states(id),
  name text NOT NULL,
  search_name text NOT NULL          -- lower case, accents stripped: matched by prefix
);
CREATE INDEX cities_state_idx ON cities (state_id, name);
CREATE INDEX cities_search_idx ON cities (search_name text_pattern_ops);

CREATE TABLE users (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  profession text,
  nationality text,
  document_cpf char(11),
  document_rg text,
  birthday date,
  gender text CHECK (gender IN ('Masculino', 'Feminino', 'Outros')),
  celphone text,
  phone text,
  address text,
  number text,
  complement text,
  neighborhood text,
  postal_code char(8),
  city_id integer REFERENCES cities(id),
  state_id smallint REFERENCES states(id),
  email_verified_at timestamptz,
  phone_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_cpf_key ON users (document_cpf) WHERE document_cpf IS NOT NULL;

CREATE TABLE auth_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,  -- sha256 hex of the bearer token; the token itself is never stored
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  code_hash char(64) NOT NULL,
  attempts smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX verification_codes_user_idx ON verification_codes (user_id, channel);

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Messages leave through these tables (and the log); a configured SMTP server also sends mail.
CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE TABLE sms_outbox (
  id serial PRIMARY KEY,
  to_number text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE enterprises (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  address text NOT NULL,               -- e.g. 'Residencial Vila Madalena - Rua Fradique Coutinho'
  number text NOT NULL,
  neighborhood text NOT NULL,
  postal_code char(8),
  city_id integer NOT NULL REFERENCES cities(id),
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  short_url text NOT NULL UNIQUE
);

CREATE TABLE enterprise_images (
  id serial PRIMARY KEY,
  enterprise_id integer NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  image text NOT NULL,
  thumbnail text NOT NULL,
  title text NOT NULL,
  position smallint NOT NULL DEFAULT 0
);
CREATE INDEX enterprise_images_idx ON enterprise_images (enterprise_id, position);

CREATE TABLE points_of_interest (
  id serial PRIMARY KEY,
  enterprise_id integer NOT NULL REFERENCES enterprises(id) ON DELETE CASCADE,
  name text NOT NULL,
  address text NOT NULL,
  type text NOT NULL CHECK (type IN ('Metrô', 'Banco', 'Shopping', 'Conveniência', 'Universidade', 'Escola', 'Fitness', 'Pet Shop', 'Hospital', 'Pontos de ônibus')),
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);
CREATE INDEX points_of_interest_idx ON points_of_interest (enterprise_id);

CREATE TABLE apartment_types (
  id smallint PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE
);

CREATE TABLE amenities (
  id smallint PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE
);

CREATE TABLE apartments (
  id serial PRIMARY KEY,
  enterprise_id integer NOT NULL REFERENCES enterprises(id),
  apartment_type_id smallint NOT NULL REFERENCES apartment_types(id),
  name text,
  unit_number text NOT NULL,
  meters numeric(7,2) NOT NULL CHECK (meters > 0),
  rooms smallint NOT NULL CHECK (rooms >= 0),
  single_bed smallint NOT NULL DEFAULT 0 CHECK (single_bed >= 0),
  double_bed smallint NOT NULL DEFAULT 0 CHECK (double_bed >= 0),
  bathrooms smallint NOT NULL CHECK (bathrooms >= 0),
  residents smallint NOT NULL CHECK (residents >= 1),
  pets_allowed boolean NOT NULL DEFAULT false,
  tour text,
  is_rented boolean NOT NULL DEFAULT false,
  soon_release boolean NOT NULL DEFAULT false,
  pre_bookable boolean NOT NULL DEFAULT false,
  relevance integer NOT NULL DEFAULT 0,
  -- Money in reais with centavos.
  price_hosting numeric(10,2) NOT NULL,      -- monthly plan
  price_per_day numeric(10,2) NOT NULL,
  price_weekly numeric(10,2) NOT NULL,
  price_annual numeric(10,2) NOT NULL,
  price_fees numeric(10,2) NOT NULL DEFAULT 0,      -- cleaning fee
  price_entry_cost numeric(10,2) NOT NULL DEFAULT 0,
  price_condominium numeric(10,2) NOT NULL DEFAULT 0,
  price_electricity numeric(10,2) NOT NULL DEFAULT 0,
  price_water numeric(10,2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (enterprise_id, unit_number)
);
CREATE INDEX apartments_enterprise_idx ON apartments (enterprise_id);
CREATE INDEX apartments_price_idx ON apartments (price_hosting);
CREATE INDEX apartments_relevance_idx ON apartments (relevance DESC, id);

CREATE TABLE apartment_images (
  id serial PRIMARY KEY,
  apartment_id integer NOT NULL REFERENCES apartments(id) ON DELETE CASCADE,
  image text NOT NULL,
  thumbnail text NOT NULL,
  title text NOT NULL,
  position smallint NOT NULL DEFAULT 0
);
CREATE INDEX apartment_images_idx ON apartment_images (apartment_id, position);

CREATE TABLE apartment_amenities (
  apartment_id integer NOT NULL REFERENCES apartments(id) ON DELETE CASCADE,
  amenity_id smallint NOT NULL REFERENCES amenities(id),
  PRIMARY KEY (apartment_id, amenity_id)
);

CREATE TABLE apartment_blocked_dates (
  apartment_id integer NOT NULL REFERENCES apartments(id) ON DELETE CASCADE,
  date date NOT NULL,
  PRIMARY KEY (apartment_id, date)
);

CREATE TABLE contract_statuses (
  id smallint PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE contracts (
  id serial PRIMARY KEY,
  human_contract_id text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id),
  apartment_id integer NOT NULL REFERENCES apartments(id),
  contract_status_id smallint NOT NULL REFERENCES contract_statuses(id),
  payment_form_id smallint NOT NULL CHECK (payment_form_id IN (1, 2)),
  check_in date NOT NULL,
  check_out date NOT NULL,
  price_hosting numeric(10,2) NOT NULL,
  price_per_day numeric(10,2) NOT NULL,
  price_entry_cost numeric(10,2) NOT NULL,
  total numeric(12,2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (check_out > check_in)
);
CREATE INDEX contracts_user_idx ON contracts (user_id);
CREATE INDEX contracts_apartment_period_idx ON contracts (apartment_id, check_in, check_out);

CREATE TABLE favorites (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  apartment_id integer NOT NULL REFERENCES apartments(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, apartment_id)
);

CREATE TABLE pre_bookings (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  apartment_id integer NOT NULL REFERENCES apartments(id) ON DELETE CASCADE,
  checkin date NOT NULL,
  checkout date,
  plan text NOT NULL CHECK (plan IN ('Diária', 'Mensal')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  UNIQUE (user_id, apartment_id)
);

CREATE TABLE faqs (
  id serial PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  youtube_url text,
  position smallint NOT NULL DEFAULT 0,
  on_home boolean NOT NULL DEFAULT false
);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
