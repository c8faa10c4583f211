-- Partner webhooks (issue 16, item 7). An administrator registers endpoints;
-- every change of an opportunity that a partner can see becomes one event row
-- and one delivery row per subscribed, enabled endpoint, written by a trigger
-- in the transaction that changed the opportunity (an outbox): a committed
-- change always has its deliveries, whichever code path made it (a mutation,
-- the expiry job, SQL) and whether or not an API process was up. The API then
-- queues one pg-boss job per delivery (api/src/modules/webhooks), woken by the
-- opportunity's realtime event of the same commit, and by a sweep every minute
-- for what was committed while no process listened.

CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('PENDING', 'SUCCEEDED', 'FAILED');

CREATE TABLE "WebhookEndpoint" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "name" TEXT NOT NULL,
  "url" TEXT NOT NULL,
  "events" TEXT[] NOT NULL,
  -- HMAC needs the secret itself, so it is stored as is (never returned after creation, never logged)
  "secret" TEXT NOT NULL,
  "enabled" BOOLEAN NOT NULL DEFAULT true,
  -- why it was disabled: 'ADMIN' or 'FAILING' (null while enabled)
  "disabledReason" TEXT,
  -- the first failed attempt since the last success; null while deliveries succeed
  "failingSince" TIMESTAMP(3),
  "createdById" UUID,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "WebhookEndpoint_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "WebhookEvent" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "type" TEXT NOT NULL,
  "opportunityId" UUID NOT NULL,
  -- the opportunity's public fields at the moment of the change (a deleted row is gone afterwards)
  "data" JSONB NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "WebhookEvent_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "WebhookDelivery" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "eventId" UUID NOT NULL,
  "endpointId" UUID NOT NULL,
  "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'PENDING',
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "lastStatusCode" INTEGER,
  "lastError" TEXT,
  "lastAttemptAt" TIMESTAMP(3),
  "deliveredAt" TIMESTAMP(3),
  -- set once its job is in the queue; PENDING rows without it are queued by the next sweep
  "queuedAt" TIMESTAMP(3),
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "WebhookDelivery_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "WebhookEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "WebhookDelivery_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "WebhookEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- one delivery per (event, endpoint)
CREATE UNIQUE INDEX "WebhookDelivery_eventId_endpointId_key" ON "WebhookDelivery"("eventId", "endpointId");
CREATE INDEX "WebhookDelivery_endpointId_createdAt_idx" ON "WebhookDelivery"("endpointId", "createdAt" DESC);
CREATE INDEX "WebhookDelivery_unqueued_idx" ON "WebhookDelivery"("createdAt") WHERE "queuedAt" IS NULL AND "status" = 'PENDING';

-- What a partner sees of an opportunity: the public API's fields.
CREATE OR REPLACE FUNCTION ponte_webhook_opportunity_data(o "Opportunity") RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'id', o."id", 'title', o."title", 'description', o."description", 'country', o."country",
    'sector', o."sector", 'type', o."type", 'organization', o."organization", 'location', o."location",
    'budget', o."budget", 'currency', o."currency", 'deadline', o."deadline", 'requirements', o."requirements",
    'status', o."status", 'featured', o."featured", 'imageUrl', o."imageUrl",
    'createdAt', o."createdAt", 'updatedAt', o."updatedAt")
$$;

-- published: becomes publicly visible (ACTIVE); closed: leaves ACTIVE (EXPIRED, INACTIVE);
-- updated: visible before and after and changed; deleted: a row partners could have seen
-- (any but a never-published draft: Ponte has none, so every deletion).
CREATE OR REPLACE FUNCTION ponte_webhook_opportunity() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
  row_data jsonb;
  opp_id uuid;
  event_id uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."status" <> 'ACTIVE' THEN RETURN NULL; END IF;
    event_type := 'opportunity.published';
  ELSIF TG_OP = 'DELETE' THEN
    event_type := 'opportunity.deleted';
  ELSIF OLD."status" <> 'ACTIVE' AND NEW."status" = 'ACTIVE' THEN
    event_type := 'opportunity.published';
  ELSIF OLD."status" = 'ACTIVE' AND NEW."status" <> 'ACTIVE' THEN
    event_type := 'opportunity.closed';
  ELSIF NEW."status" = 'ACTIVE' AND ponte_webhook_opportunity_data(OLD) IS DISTINCT FROM ponte_webhook_opportunity_data(NEW) THEN
    event_type := 'opportunity.updated';
  ELSE
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM "WebhookEndpoint" WHERE "enabled" AND event_type = ANY ("events")) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    row_data := ponte_webhook_opportunity_data(OLD);
    opp_id := OLD."id";
  ELSE
    row_data := ponte_webhook_opportunity_data(NEW);
    opp_id := NEW."id";
  END IF;
  INSERT INTO "WebhookEvent" ("type", "opportunityId", "data") VALUES (event_type, opp_id, row_data) RETURNING "id" INTO event_id;
  INSERT INTO "WebhookDelivery" ("eventId", "endpointId")
    SELECT event_id, e."id" FROM "WebhookEndpoint" e WHERE e."enabled" AND event_type = ANY (e."events");
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER "Opportunity_webhooks"
  AFTER INSERT OR UPDATE OR DELETE ON "Opportunity"
  FOR EACH ROW EXECUTE FUNCTION ponte_webhook_opportunity();
