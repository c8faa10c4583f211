-- Signed-in list reads are cached per viewer (api/src/server/public-cache.ts):
-- a member's opportunities page (with their own application and bookmark) and
-- the administrators' applications page. Every API process empties that cache
-- when any table those answers read changes, so announce such changes once
-- per statement (the row triggers of the realtime migrations already announce
-- every change to "Opportunity", and an application's creation, deletion or
-- status). NOTIFY is delivered on commit, and identical payloads of one
-- transaction are delivered once.
CREATE OR REPLACE FUNCTION ponte_notify_read_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ponte_events', '{"t":"read"}');
  RETURN NULL;
END;
$$;

-- an application's message, dates or decision (status alone is announced already, but not the rest)
CREATE OR REPLACE TRIGGER "Application_notify_read"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Application"
  FOR EACH STATEMENT EXECUTE FUNCTION ponte_notify_read_change();

-- a bookmark saved or removed (a member's savedByMe)
CREATE OR REPLACE TRIGGER "SavedOpportunity_notify_read"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "SavedOpportunity"
  FOR EACH STATEMENT EXECUTE FUNCTION ponte_notify_read_change();

-- an applicant's name or e-mail as the administrators' list shows it (sign-ins and
-- other columns of "User" do not change those answers)
CREATE OR REPLACE TRIGGER "User_notify_read_update"
  AFTER UPDATE OF "fullName", "email" ON "User"
  FOR EACH STATEMENT EXECUTE FUNCTION ponte_notify_read_change();

CREATE OR REPLACE TRIGGER "User_notify_read_delete"
  AFTER DELETE OR TRUNCATE ON "User"
  FOR EACH STATEMENT EXECUTE FUNCTION ponte_notify_read_change();
