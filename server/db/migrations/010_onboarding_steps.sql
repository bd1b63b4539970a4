-- What the onboarding wizard's steps record (issue 6). Every table carries
-- company_id, so each query is scoped to the caller's company. Company
-- settings (currency, time zone, first fiscal month) live in
-- companies.settings; plugins in company_plugins; dimensions in dimensions.

-- Step 2: who accepted which version of the terms of use, and when. A new
-- version of the terms (onboarding.yaml terms.version) needs a new acceptance.
CREATE TABLE terms_acceptances (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  version text NOT NULL CHECK (length(version) BETWEEN 1 AND 40),
  accepted_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, version)
);
CREATE INDEX terms_acceptances_company_idx ON terms_acceptances (company_id, accepted_at DESC);

-- Step 3: the chosen plan and the billing details of the company. No payment
-- provider is connected: nothing is charged from here.
CREATE TABLE company_billing (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  plan_id text NOT NULL,
  legal_name text NOT NULL CHECK (length(legal_name) BETWEEN 1 AND 160),
  tax_id text NOT NULL CHECK (length(tax_id) BETWEEN 2 AND 32),
  address text NOT NULL CHECK (length(address) BETWEEN 1 AND 200),
  postal_code text NOT NULL CHECK (length(postal_code) BETWEEN 1 AND 16),
  city text NOT NULL CHECK (length(city) BETWEEN 1 AND 100),
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  email text NOT NULL CHECK (email = lower(email)),
  updated_by integer NULL REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Step 8: the attributes a product can carry (Brand, Shelf life, Organic...).
-- A 'list' attribute only takes one of its allowed values.
CREATE TABLE product_attributes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  type text NOT NULL CHECK (type IN ('text', 'number', 'boolean', 'list')),
  allowed_values text[] NOT NULL DEFAULT '{}',
  required boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type = 'list' OR cardinality(allowed_values) = 0)
);
CREATE UNIQUE INDEX product_attributes_company_name_key ON product_attributes (company_id, lower(name));

-- Step 9: the company's S&OP cycle. Weekly and fortnightly cycles meet on a
-- weekday; monthly and quarterly ones on the nth (5 = last) weekday of the month.
CREATE TABLE sop_cycles (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  frequency text NOT NULL CHECK (frequency IN ('weekly', 'biweekly', 'monthly', 'quarterly')),
  meeting_weekday integer NOT NULL CHECK (meeting_weekday BETWEEN 1 AND 7),
  meeting_week integer NULL CHECK (meeting_week BETWEEN 1 AND 5),
  horizon_months integer NOT NULL CHECK (horizon_months BETWEEN 1 AND 60),
  frozen_months integer NOT NULL DEFAULT 0 CHECK (frozen_months BETWEEN 0 AND 12),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((frequency IN ('monthly', 'quarterly')) = (meeting_week IS NOT NULL)),
  CHECK (frozen_months < horizon_months)
);

-- Step 10: how the company's data arrives.
CREATE TABLE company_data_origins (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('csv', 'erp', 'manual')),
  erp_system text NULL CHECK (length(erp_system) BETWEEN 1 AND 80),
  notes text NULL CHECK (length(notes) <= 1000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (method <> 'erp' OR erp_system IS NOT NULL)
);

-- The product master, filled by the CSV import of step 10 (code is the key:
-- importing a file again updates the products it names).
CREATE TABLE products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 40),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  family text NULL,
  unit text NOT NULL DEFAULT 'unit',
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX products_company_code_key ON products (company_id, lower(code));

-- One row per accepted import file.
CREATE TABLE product_imports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
  file_name text NOT NULL,
  row_count integer NOT NULL,
  created_count integer NOT NULL,
  updated_count integer NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_imports_company_idx ON product_imports (company_id, imported_at DESC);

-- Help: calls requested from the built-in booking form (video call, phone
-- or e-mail follow-up), for the onboarding team to confirm.
CREATE TABLE onboarding_bookings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
  channel text NOT NULL CHECK (channel IN ('videoCall', 'phone', 'email')),
  slot_date date NOT NULL,
  slot_time text NOT NULL CHECK (slot_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  time_zone text NOT NULL,
  phone text NULL,
  topic text NULL CHECK (length(topic) <= 1000),
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'confirmed', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX onboarding_bookings_company_idx ON onboarding_bookings (company_id, created_at DESC);
