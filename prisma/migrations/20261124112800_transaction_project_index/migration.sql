-- A project's "Gasto" is derived from its completed expenses
-- (api/src/modules/projects/spent.ts), summed for a page of projects at a
-- time: look them up by project instead of scanning every transaction.
CREATE INDEX "Transaction_projectId_idx" ON "Transaction"("projectId");
