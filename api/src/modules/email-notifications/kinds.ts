import { EmailNotificationKind } from "../../generated/prisma/enums.ts";

/** Every e-mail a person can switch off, in the order Settings lists them. */
export const EMAIL_KINDS = Object.values(EmailNotificationKind);

/** Kinds that only administrators receive (Settings shows them to administrators only). */
export const ADMIN_ONLY_KINDS: readonly EmailNotificationKind[] = ["ADMIN_DIGEST"];
