-- Opportunities close at the end of their deadline day in their country's
-- time zone (issue 16). One function says when; the expiry job
-- (api/src/modules/opportunities/opportunity-expiry.ts) and the trigger below
-- both use it, so the job and the refusal of late applications never disagree.

-- The time zone an opportunity's deadline is read in. A country outside the
-- three has no single zone; UTC is the neutral choice.
CREATE OR REPLACE FUNCTION ponte_country_time_zone(country "Country") RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE country
    WHEN 'AO' THEN 'Africa/Luanda'
    WHEN 'NA' THEN 'Africa/Windhoek'
    WHEN 'ZA' THEN 'Africa/Johannesburg'
    ELSE 'UTC'
  END
$$;

-- The instant applications close: midnight after the deadline day, local time.
-- STABLE, not IMMUTABLE: the time zone rules come from the server's tz data.
CREATE OR REPLACE FUNCTION ponte_opportunity_closes_at(country "Country", deadline date) RETURNS timestamptz
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ((deadline + 1)::timestamp AT TIME ZONE ponte_country_time_zone(country))
$$;

-- Late applications are refused by the database itself, so an insert between
-- two runs of the expiry job (or from any client) cannot slip through. The
-- messages are the API's error reasons (applications/application-mutations.ts).
CREATE OR REPLACE FUNCTION ponte_application_opportunity_open() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  o record;
BEGIN
  -- FOR SHARE: a concurrent close or delete is waited for, then seen as it ended.
  SELECT "status", "country", "deadline" INTO o FROM "Opportunity" WHERE "id" = NEW."opportunityId" FOR SHARE;
  IF NOT FOUND THEN
    RETURN NEW; -- the foreign key reports the missing opportunity
  END IF;
  IF o."status" <> 'ACTIVE' THEN
    RAISE EXCEPTION 'OPPORTUNITY_NOT_ACTIVE' USING ERRCODE = 'check_violation', DETAIL = 'The opportunity is not open for applications.';
  END IF;
  IF now() >= ponte_opportunity_closes_at(o."country", o."deadline") THEN
    RAISE EXCEPTION 'OPPORTUNITY_CLOSED' USING ERRCODE = 'check_violation', DETAIL = 'The opportunity''s deadline has passed.';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER "Application_opportunity_open"
  BEFORE INSERT ON "Application"
  FOR EACH ROW EXECUTE FUNCTION ponte_application_opportunity_open();
