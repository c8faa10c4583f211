-- Administrators are told of each new contact-form message (a stored notification).
ALTER TYPE "NotificationType" ADD VALUE 'CONTACT_MESSAGE';
