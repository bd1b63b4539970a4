-- Attempt counters of the login and registration rate limits. They live in the
-- database, not in one process's memory, so several server instances behind a
-- load balancer share one limit: ten attempts spread over two instances are
-- still ten. One row per limited key and fixed window; data/rate-limits.ts
-- counts an attempt with one atomic upsert.
CREATE TABLE rate_limits (
  -- sha256 of route + key (IP, e-mail): neither is kept in clear.
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);

-- Expired windows are purged now and then (data/rate-limits.ts purgeExpired).
CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at);
