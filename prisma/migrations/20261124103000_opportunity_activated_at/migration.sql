-- When an opportunity was last published (became ACTIVE), so the weekly
-- saved-search digest lists an opportunity made active after the last digest
-- even when it was created (as a draft, or inactive) before it (issue 16).
-- Set by the database on every move to ACTIVE, whoever writes the row.
ALTER TABLE "Opportunity" ADD COLUMN "activatedAt" TIMESTAMPTZ(3);

-- active rows were published when created ("createdAt" holds UTC)
UPDATE "Opportunity" SET "activatedAt" = "createdAt" AT TIME ZONE 'UTC' WHERE "status" = 'ACTIVE';

CREATE INDEX "Opportunity_activatedAt_idx" ON "Opportunity"("activatedAt");

CREATE OR REPLACE FUNCTION ponte_opportunity_activated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'ACTIVE' AND (TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'ACTIVE') THEN
    -- an insert may bring its own (the seed's past publications); a move to ACTIVE is now
    NEW."activatedAt" := CASE WHEN TG_OP = 'INSERT' THEN COALESCE(NEW."activatedAt", now()) ELSE now() END;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "Opportunity_activatedAt"
  BEFORE INSERT OR UPDATE OF "status" ON "Opportunity"
  FOR EACH ROW EXECUTE FUNCTION ponte_opportunity_activated_at();
