-- One connection per pair of people, whoever asked first (issue 12 item 9).
-- Crossing requests (A asks B while B asks A) used to leave two rows, and the
-- person was then counted and listed twice.

-- 1. Existing duplicates (rows in both directions for one pair) become one
--    row, chosen deterministically:
--    - if either was accepted, the earliest accepted row stays (accepted);
--    - if both are pending (both people asked), the earliest request stays
--      and is accepted, when the later request was made;
--    - otherwise (declined and pending, or both declined) the most recent
--      request stays as it is: it is the latest intent.
WITH pair AS (
  SELECT c."id", c."status", c."createdAt",
         LEAST(c."requesterId", c."addresseeId") AS lo,
         GREATEST(c."requesterId", c."addresseeId") AS hi
  FROM "Connection" c
),
dup AS (
  SELECT lo, hi,
         bool_or("status" = 'ACCEPTED') AS any_accepted,
         bool_and("status" = 'PENDING') AS all_pending,
         max("createdAt") AS latest
  FROM pair
  GROUP BY lo, hi
  HAVING count(*) > 1
),
ranked AS (
  SELECT p."id", d.any_accepted, d.all_pending, d.latest,
         row_number() OVER (
           PARTITION BY p.lo, p.hi
           ORDER BY
             CASE WHEN d.any_accepted THEN (p."status" <> 'ACCEPTED')::int ELSE 0 END,
             CASE WHEN d.any_accepted OR d.all_pending THEN p."createdAt" END ASC,
             CASE WHEN NOT (d.any_accepted OR d.all_pending) THEN p."createdAt" END DESC,
             p."id"
         ) AS rn
  FROM pair p JOIN dup d ON d.lo = p.lo AND d.hi = p.hi
),
kept AS (
  UPDATE "Connection" c
  SET "status" = 'ACCEPTED', "respondedAt" = COALESCE(c."respondedAt", r.latest)
  FROM ranked r
  WHERE c."id" = r."id" AND r.rn = 1 AND r.all_pending
  RETURNING c."id"
)
DELETE FROM "Connection" c
USING ranked r
WHERE c."id" = r."id" AND r.rn > 1;

-- 2. The database keeps it so: one row per unordered pair.
CREATE UNIQUE INDEX "Connection_pair_key" ON "Connection" (LEAST("requesterId", "addresseeId"), GREATEST("requesterId", "addresseeId"));
