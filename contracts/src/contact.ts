import { z } from "zod";
import { email, LIMITS, optionalText, requiredText } from "./rules.ts";

/** The contact form's lengths (characters), as the API stores them. */
export const CONTACT_LIMITS = { name: 120, organization: 160, subject: 200, message: 5000 } as const;

/** A phone number someone can be called back on: at least 6 digits and separators. */
export const CONTACT_PHONE_PATTERN = /^\+?[\d\s().-]{6,}$/;

const contactPhone = () =>
  z
    .string()
    .trim()
    .max(LIMITS.phone, "TOO_LONG")
    .refine((v) => v === "" || CONTACT_PHONE_PATTERN.test(v), "INVALID_PHONE");

/** The public contact message's text fields (ContactMessageInput); the form adds its own choices. */
export const contactMessageRules = {
  name: requiredText(CONTACT_LIMITS.name),
  email: email(),
  phone: contactPhone(),
  organization: optionalText(CONTACT_LIMITS.organization),
  subject: requiredText(CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_LIMITS.message),
};

/** The API's check of ContactMessageInput: the optional texts may also be null. */
export const contactMessageInputSchema = z.object({
  ...contactMessageRules,
  phone: contactMessageRules.phone.nullish(),
  organization: contactMessageRules.organization.nullish(),
});
