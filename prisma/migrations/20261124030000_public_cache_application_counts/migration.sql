-- An opportunity's public application count changes when an application is
-- created or deleted: announce it, so every API process drops its cached
-- public reads (api/src/server/public-cache.ts). Status changes are already
-- announced by "Application_notify_status".
CREATE OR REPLACE FUNCTION ponte_notify_application_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ponte_events', json_build_object('t', 'applicationCount',
    'id', CASE WHEN TG_OP = 'DELETE' THEN OLD."opportunityId" ELSE NEW."opportunityId" END)::text);
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER "Application_notify_count"
  AFTER INSERT OR DELETE ON "Application"
  FOR EACH ROW EXECUTE FUNCTION ponte_notify_application_count();
