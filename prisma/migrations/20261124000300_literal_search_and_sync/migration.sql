-- Free-text search that ignores accents and case, and partner sync.
--
-- 1. ponte_fold(text): lower(unaccent(text)), IMMUTABLE so expression indexes
--    can use it. unaccent and pg_trgm are trusted extensions: a database owner
--    that is not a superuser may create them (PostgreSQL 13+). The dictionary
--    is named with its schema so the function does not depend on search_path.
-- 2. A trigram GIN index on ponte_fold(column) for every searched column, so
--    `ponte_fold(col) LIKE ponte_fold('%term%')` (api/src/modules/search/text-search.ts)
--    is answered from the index.
-- 3. Opportunity."updatedAt" is kept by the database on every insert and
--    update (not only by Prisma), so `opportunities(updatedSince:)` sees
--    changes made by any statement.
-- 4. The opportunity change notification also carries the filterable facets of
--    the row before and after the change, so a subscription can tell whether
--    a subscriber could see the row before (a removal is only sent to those who
--    could) without reading the deleted row.

CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE OR REPLACE FUNCTION public.ponte_fold(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

CREATE INDEX "Opportunity_title_fold_trgm" ON "Opportunity" USING gin (public.ponte_fold("title") public.gin_trgm_ops);
CREATE INDEX "Opportunity_description_fold_trgm" ON "Opportunity" USING gin (public.ponte_fold("description") public.gin_trgm_ops);
CREATE INDEX "Opportunity_organization_fold_trgm" ON "Opportunity" USING gin (public.ponte_fold("organization") public.gin_trgm_ops);
CREATE INDEX "User_fullName_fold_trgm" ON "User" USING gin (public.ponte_fold("fullName") public.gin_trgm_ops);
CREATE INDEX "User_email_fold_trgm" ON "User" USING gin (public.ponte_fold("email") public.gin_trgm_ops);
CREATE INDEX "User_organization_fold_trgm" ON "User" USING gin (public.ponte_fold("organization") public.gin_trgm_ops);
CREATE INDEX "Client_name_fold_trgm" ON "Client" USING gin (public.ponte_fold("name") public.gin_trgm_ops);
CREATE INDEX "Client_email_fold_trgm" ON "Client" USING gin (public.ponte_fold("email") public.gin_trgm_ops);
CREATE INDEX "Client_organization_fold_trgm" ON "Client" USING gin (public.ponte_fold("organization") public.gin_trgm_ops);
CREATE INDEX "Project_name_fold_trgm" ON "Project" USING gin (public.ponte_fold("name") public.gin_trgm_ops);
CREATE INDEX "Project_description_fold_trgm" ON "Project" USING gin (public.ponte_fold("description") public.gin_trgm_ops);
CREATE INDEX "StaffMember_name_fold_trgm" ON "StaffMember" USING gin (public.ponte_fold("name") public.gin_trgm_ops);
CREATE INDEX "StaffMember_role_fold_trgm" ON "StaffMember" USING gin (public.ponte_fold("role") public.gin_trgm_ops);
CREATE INDEX "StaffMember_email_fold_trgm" ON "StaffMember" USING gin (public.ponte_fold("email") public.gin_trgm_ops);
CREATE INDEX "Transaction_description_fold_trgm" ON "Transaction" USING gin (public.ponte_fold("description") public.gin_trgm_ops);
CREATE INDEX "Transaction_notes_fold_trgm" ON "Transaction" USING gin (public.ponte_fold("notes") public.gin_trgm_ops);
CREATE INDEX "Invoice_number_fold_trgm" ON "Invoice" USING gin (public.ponte_fold("number") public.gin_trgm_ops);

-- Sync orders: updatedAt and deadline, each with the id as tie-break.
CREATE INDEX "Opportunity_status_updatedAt_id_idx" ON "Opportunity" ("status", "updatedAt", "id");
CREATE INDEX "Opportunity_status_deadline_id_idx" ON "Opportunity" ("status", "deadline", "id");

CREATE OR REPLACE FUNCTION ponte_touch_opportunity() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- An update that changes nothing keeps its time (and, in the notify trigger, announces nothing).
    NEW."updatedAt" := OLD."updatedAt";
    IF NEW IS NOT DISTINCT FROM OLD THEN
      RETURN NEW;
    END IF;
  END IF;
  -- UTC, as Prisma stores DateTime in a timestamp without time zone; millisecond precision as the column.
  NEW."updatedAt" := date_trunc('milliseconds', clock_timestamp() AT TIME ZONE 'UTC');
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER "Opportunity_touch_updatedAt"
  BEFORE INSERT OR UPDATE ON "Opportunity"
  FOR EACH ROW EXECUTE FUNCTION ponte_touch_opportunity();

CREATE OR REPLACE FUNCTION ponte_notify_opportunity() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  before_facets json;
  after_facets json;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    before_facets := json_build_object('status', OLD."status", 'country', OLD."country", 'sector', OLD."sector",
      'type', OLD."type", 'featured', OLD."featured");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    after_facets := json_build_object('status', NEW."status", 'country', NEW."country", 'sector', NEW."sector",
      'type', NEW."type", 'featured', NEW."featured");
  END IF;
  PERFORM pg_notify('ponte_events', json_build_object('t', 'opportunity', 'op', TG_OP,
    'id', CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END,
    'before', before_facets, 'after', after_facets)::text);
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
