-- A Google/Facebook account is linked to an existing Ponte account only after
-- its owner follows an e-mailed link; the pending link waits in a one-time token.
ALTER TYPE "OneTimeTokenPurpose" ADD VALUE 'OAUTH_LINK';
ALTER TABLE "OneTimeToken" ADD COLUMN "payload" JSONB;

-- Guessing at one account is slowed down wherever it comes from (growing delays),
-- instead of a lock per account and address that N addresses multiply by N.
CREATE TABLE "SignInThrottle" (
    "email" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notifiedAt" TIMESTAMPTZ(3),
    CONSTRAINT "SignInThrottle_pkey" PRIMARY KEY ("email")
);
