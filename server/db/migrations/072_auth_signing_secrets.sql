-- The secrets that sign session tokens (HS256), kept in the database so that
-- every instance on it signs and accepts the same tokens without sharing
-- files (server/auth/signing-keys.ts). The highest generation signs; an older
-- one is still accepted until its accepted_until (the grace period a rotation,
-- npm run auth:rotate-secret, gives tokens already handed out). JWT_SECRET,
-- when set, overrides all of this.
CREATE TABLE auth_signing_secrets (
  generation integer PRIMARY KEY,
  secret text NOT NULL CHECK (length(secret) >= 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- NULL while it is the newest; set by the rotation that replaces it.
  accepted_until timestamptz
);
