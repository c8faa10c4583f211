-- Every metered request upserts its caller's budget row. The counts only
-- matter for the current minute: losing them in a crash merely restarts every
-- budget. UNLOGGED writes no WAL for them, so the commit does not wait for a
-- disk flush (PostgreSQL commits a transaction that wrote only unlogged rows
-- asynchronously); after a crash the table comes back empty.
ALTER TABLE "RateLimitBucket" SET UNLOGGED;
