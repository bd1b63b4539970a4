-- The whole data model of the first release. Every table that holds company
-- data carries company_id so each query can be scoped to the caller's company.
-- Integer identities (int4) keep ids plain JS numbers on both backends.

CREATE TABLE companies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  alias text NOT NULL CHECK (length(alias) BETWEEN 1 AND 120),
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per company: CompletedSteps stays NULL until the first save (the
-- specification says it may be null); finished_at is set by finish-process.
CREATE TABLE onboarding_configurations (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  completed_steps integer[] NULL,
  finished_at timestamptz NULL
);

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  -- Stored lower-cased; the unique index below makes e-mails unique across companies.
  email text NOT NULL CHECK (email = lower(email)),
  -- NULL while an invitation is pending: such a user cannot log in.
  password_hash text NULL,
  language text NOT NULL,
  roles integer[] NOT NULL DEFAULT '{}',
  photo text NULL,
  auto_refresh boolean NOT NULL DEFAULT true,
  onboarding boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE INDEX users_company_idx ON users (company_id);

-- A session per login: the token names it (sid), logout revokes it, and the
-- auth lookup refuses revoked or expired ones.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE favorites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  path text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (user_id, path)
);

-- A row means the plugin is active for the company.
CREATE TABLE company_plugins (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  plugin_id text NOT NULL,
  activated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, plugin_id)
);

CREATE TABLE dimensions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  "values" text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Names are unique per company, ignoring case ("Region" and "region" clash).
CREATE UNIQUE INDEX dimensions_company_name_key ON dimensions (company_id, lower(name));

CREATE TABLE custom_reports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  columns jsonb NOT NULL DEFAULT '[]'::jsonb,
  rows jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custom_reports_user_idx ON custom_reports (user_id);

-- CUSTOM_ROLES: a row means the feature is restricted for the user.
CREATE TABLE user_restrictions (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  feature text NOT NULL,
  PRIMARY KEY (user_id, feature)
);

-- Only the SHA-256 of the invitation token is stored; the token itself is
-- shown once, in the invitation URL.
CREATE TABLE invitations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz NULL
);
CREATE INDEX invitations_user_idx ON invitations (user_id);
