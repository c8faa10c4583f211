-- Sessions end everywhere at once. When a sign-in ends (sign-out, password
-- change or reset, a reused refresh token, an account removed), a person's
-- role or password changes, or a partner's API token is revoked, the API
-- processes must close the WebSocket connections opened with those
-- credentials: their subscriptions would otherwise go on delivering events.
-- These triggers announce such changes on the same 'ponte_events' channel as
-- the other realtime events (20261121080000_realtime_triggers), with ids only,
-- so whatever code path writes the change, every process hears of it once the
-- transaction commits. See api/src/modules/realtime/revocations.ts.

CREATE OR REPLACE FUNCTION ponte_notify_session_revoked() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  s "Session";
BEGIN
  IF TG_OP = 'DELETE' THEN s := OLD; ELSE s := NEW; END IF;
  PERFORM pg_notify('ponte_events', json_build_object('t', 'revoke', 'kind', 'session', 'id', s."id", 'userId', s."userId")::text);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER "Session_notify_revoked"
  AFTER UPDATE OF "revokedAt" ON "Session"
  FOR EACH ROW WHEN (OLD."revokedAt" IS NULL AND NEW."revokedAt" IS NOT NULL)
  EXECUTE FUNCTION ponte_notify_session_revoked();

CREATE OR REPLACE TRIGGER "Session_notify_deleted"
  AFTER DELETE ON "Session"
  FOR EACH ROW EXECUTE FUNCTION ponte_notify_session_revoked();

CREATE OR REPLACE FUNCTION ponte_notify_user_credentials() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('ponte_events', json_build_object('t', 'revoke', 'kind', 'user', 'id', OLD."id", 'reason', 'DELETED')::text);
  ELSIF OLD."role" IS DISTINCT FROM NEW."role" THEN
    PERFORM pg_notify('ponte_events', json_build_object('t', 'revoke', 'kind', 'user', 'id', NEW."id", 'reason', 'ROLE_CHANGED')::text);
  ELSE
    PERFORM pg_notify('ponte_events', json_build_object('t', 'revoke', 'kind', 'user', 'id', NEW."id", 'reason', 'PASSWORD_CHANGED')::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER "User_notify_credentials"
  AFTER UPDATE OF "role", "passwordHash" ON "User"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."passwordHash" IS DISTINCT FROM NEW."passwordHash")
  EXECUTE FUNCTION ponte_notify_user_credentials();

CREATE OR REPLACE TRIGGER "User_notify_deleted"
  AFTER DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION ponte_notify_user_credentials();

CREATE OR REPLACE FUNCTION ponte_notify_api_token_revoked() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  tok_id uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN tok_id := OLD."id"; ELSE tok_id := NEW."id"; END IF;
  PERFORM pg_notify('ponte_events', json_build_object('t', 'revoke', 'kind', 'apiToken', 'id', tok_id)::text);
  RETURN NULL;
END;
$$;

-- revoked, or its expiry brought forward to a moment already past
CREATE OR REPLACE TRIGGER "ApiToken_notify_revoked"
  AFTER UPDATE OF "revokedAt", "expiresAt" ON "ApiToken"
  FOR EACH ROW WHEN (
    (OLD."revokedAt" IS NULL AND NEW."revokedAt" IS NOT NULL)
    OR (NEW."expiresAt" IS DISTINCT FROM OLD."expiresAt" AND NEW."expiresAt" <= (now() AT TIME ZONE 'UTC'))
  )
  EXECUTE FUNCTION ponte_notify_api_token_revoked();

CREATE OR REPLACE TRIGGER "ApiToken_notify_deleted"
  AFTER DELETE ON "ApiToken"
  FOR EACH ROW EXECUTE FUNCTION ponte_notify_api_token_revoked();
