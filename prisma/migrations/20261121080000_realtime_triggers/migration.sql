-- Realtime events (DESIGN.md §4, §6). Triggers announce changes on the
-- 'ponte_events' channel with ids only; every API process LISTENs and its
-- resolvers load the rows. NOTIFY is delivered on commit, so a rolled-back
-- change announces nothing, and a change made through any process reaches
-- subscribers on every process.

CREATE OR REPLACE FUNCTION ponte_notify_opportunity() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('ponte_events', json_build_object('t', 'opportunity', 'op', TG_OP, 'id', OLD."id")::text);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('ponte_events', json_build_object('t', 'opportunity', 'op', TG_OP, 'id', NEW."id")::text);
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER "Opportunity_notify_insert_delete"
  AFTER INSERT OR DELETE ON "Opportunity"
  FOR EACH ROW EXECUTE FUNCTION ponte_notify_opportunity();

-- An UPDATE that changes nothing announces nothing.
CREATE OR REPLACE TRIGGER "Opportunity_notify_update"
  AFTER UPDATE ON "Opportunity"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION ponte_notify_opportunity();

CREATE OR REPLACE FUNCTION ponte_notify_application_status() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ponte_events', json_build_object(
    't', 'application', 'id', NEW."id", 'userId', NEW."userId", 'old', OLD."status", 'new', NEW."status")::text);
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER "Application_notify_status"
  AFTER UPDATE OF "status" ON "Application"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION ponte_notify_application_status();

CREATE OR REPLACE FUNCTION ponte_notify_notification() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ponte_events', json_build_object('t', 'notification', 'id', NEW."id", 'userId', NEW."userId")::text);
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER "Notification_notify_insert"
  AFTER INSERT ON "Notification"
  FOR EACH ROW EXECUTE FUNCTION ponte_notify_notification();
