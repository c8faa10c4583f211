-- Privacy self-service (issue 16, item 5): a member asks for their account's
-- deletion; signing in within 7 days cancels it; after that the account is
-- anonymised in place (the row stays, so applications and the audit trail
-- keep pointing at it and aggregates keep their counts).
ALTER TABLE "User" ADD COLUMN "deletionRequestedAt" TIMESTAMPTZ(3);
ALTER TABLE "User" ADD COLUMN "anonymisedAt" TIMESTAMPTZ(3);

-- The daily sweep looks only at pending requests: a partial index keeps it
-- one small scan however many accounts exist.
CREATE INDEX "User_deletionRequestedAt_pending_idx" ON "User"("deletionRequestedAt")
  WHERE "deletionRequestedAt" IS NOT NULL AND "anonymisedAt" IS NULL;
