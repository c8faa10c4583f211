-- Saved searches (issue 16, item 3): a member keeps opportunity filters as an
-- alert, and a weekly e-mail lists the new active opportunities matching it.
ALTER TYPE "EmailNotificationKind" ADD VALUE 'SAVED_SEARCH_DIGEST';

CREATE TABLE "SavedSearch" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "country" "Country",
    "sector" "Sector",
    "type" "OpportunityType",
    -- the text filter, trimmed; '' when none (so equal filters compare equal)
    "search" TEXT NOT NULL DEFAULT '',
    -- opportunities published up to this instant were already considered for this alert
    -- (its creation at first); the digest job locks the rows it moves, so nothing is listed twice
    "coveredUpTo" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SavedSearch_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "SavedSearch_userId_idx" ON "SavedSearch"("userId");
CREATE INDEX "SavedSearch_coveredUpTo_idx" ON "SavedSearch"("coveredUpTo");

ALTER TABLE "SavedSearch" ADD CONSTRAINT "SavedSearch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
