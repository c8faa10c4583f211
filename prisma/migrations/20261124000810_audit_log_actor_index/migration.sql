-- The audit log screen filters by actor, newest first; and deleting an
-- account sets its entries' actorId to NULL, which without an index scans
-- the whole log.
CREATE INDEX "AuditLog_actorId_createdAt_idx" ON "AuditLog"("actorId", "createdAt" DESC);
