-- The team's contact inbox (issue 14): an administrator marks a message
-- handled once it is answered; unhandled ones are what is left to do.
ALTER TABLE "ContactMessage" ADD COLUMN "handledAt" TIMESTAMPTZ(3);

-- The inbox's "to handle" view: newest unhandled first, one small scan.
CREATE INDEX "ContactMessage_unhandled_createdAt_idx" ON "ContactMessage"("createdAt" DESC) WHERE "handledAt" IS NULL;
