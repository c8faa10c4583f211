-- The e-mailed link that confirms an account's deletion, for accounts without
-- a password (created with Google or Facebook), issue 16.
ALTER TYPE "OneTimeTokenPurpose" ADD VALUE 'ACCOUNT_DELETION';
