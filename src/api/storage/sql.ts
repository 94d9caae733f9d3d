/**
 * The storage schema, written once in PostgreSQL's dialect; the SQLite store rewrites the three
 * type names that differ (BIGSERIAL key, JSONB, BIGINT). Times are Unix milliseconds.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS leads (
  lead_id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  form TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  spam INTEGER NOT NULL DEFAULT 0,
  idempotency_key TEXT,
  body_hash TEXT,
  location_id TEXT,
  appointment_iso TEXT,
  payload JSONB NOT NULL,
  deidentified_at BIGINT
);
CREATE UNIQUE INDEX IF NOT EXISTS leads_idempotency ON leads (tenant, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS leads_appointment ON leads (tenant, location_id, appointment_iso) WHERE appointment_iso IS NOT NULL AND spam = 0;
CREATE INDEX IF NOT EXISTS leads_tenant_created ON leads (tenant, created_at);
CREATE TABLE IF NOT EXISTS outbox (
  id BIGSERIAL PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (lead_id),
  tenant TEXT NOT NULL,
  kind TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  locked_until BIGINT,
  last_error TEXT,
  updated_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
CREATE TABLE IF NOT EXISTS phone_reveals (
  id BIGSERIAL PRIMARY KEY,
  tenant TEXT NOT NULL,
  car_id TEXT NOT NULL,
  dealership_id TEXT NOT NULL,
  website_id TEXT,
  created_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS car_views (
  tenant TEXT NOT NULL,
  car_slug TEXT NOT NULL,
  views BIGINT NOT NULL,
  PRIMARY KEY (tenant, car_slug)
);
CREATE TABLE IF NOT EXISTS miscellaneous (
  id BIGSERIAL PRIMARY KEY,
  tenant TEXT NOT NULL,
  column_name TEXT NOT NULL,
  lead_id TEXT,
  data JSONB NOT NULL,
  created_at BIGINT NOT NULL
);
`;
