-- Profile and team photos are uploaded images served from /media (the app's
-- Content-Security-Policy blocks other origins, and an external image could
-- track who looks at it). Addresses elsewhere are dropped: initials show instead.
UPDATE "User" SET "avatarUrl" = NULL WHERE "avatarUrl" IS NOT NULL AND "avatarUrl" !~ '^/media/[0-9a-fA-F-]{36}$';
UPDATE "StaffMember" SET "avatarUrl" = NULL WHERE "avatarUrl" IS NOT NULL AND "avatarUrl" !~ '^/media/[0-9a-fA-F-]{36}$';
