-- E-mail notifications (issue 16, item 2): each kind can be switched off per
-- person (from Settings, or the one-click unsubscribe link in each e-mail).
-- An empty list, the default, means every kind is on.
CREATE TYPE "EmailNotificationKind" AS ENUM ('APPLICATION_DECIDED', 'SERVICE_REQUEST_STATUS', 'CONNECTION_REQUESTED', 'CONNECTION_ACCEPTED', 'ADMIN_DIGEST');

ALTER TABLE "User" ADD COLUMN "emailOptOuts" "EmailNotificationKind"[] NOT NULL DEFAULT ARRAY[]::"EmailNotificationKind"[];

-- How far a periodic e-mail (the administrators' hourly digest) has covered:
-- the digest job locks its row, so two API processes never send the same items twice.
CREATE TABLE "EmailDigestWatermark" (
    "name" TEXT NOT NULL,
    "coveredUpTo" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "EmailDigestWatermark_pkey" PRIMARY KEY ("name")
);
