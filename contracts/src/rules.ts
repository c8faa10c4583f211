import { z } from "zod";

/**
 * The reasons a single input field can be refused for. The API sends them as
 * `extensions.issues[].reason` (BAD_USER_INPUT); the web forms show the same
 * reason's text (ui/messages: `errors.field.<REASON>`) before sending. A zod
 * rule's message IS its reason, so one schema serves both sides.
 */
export const FIELD_REASONS = [
  "REQUIRED",
  "TOO_LONG",
  "TOO_SHORT",
  "INVALID_EMAIL",
  "INVALID_PHONE",
  "INVALID_URL",
  "INVALID_DATE",
  "INVALID_NUMBER",
  "MUST_BE_POSITIVE",
  "OUT_OF_RANGE",
  "END_BEFORE_START",
  "INVALID_CHOICE",
] as const;
export type FieldReason = (typeof FIELD_REASONS)[number];

/** Lengths the database and the API accept (characters). */
export const LIMITS = {
  name: 200,
  title: 200,
  email: 254,
  phone: 40,
  shortText: 500,
  notes: 5000,
  description: 10000,
  url: 2048,
} as const;

/** A phone number: digits with the usual separators, optionally starting with +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]*$/;
/** What the forms and the API accept as an e-mail address (one @, a dot in the domain, no spaces). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** yyyy-mm-dd */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Text that must be given (after trimming), at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1, "REQUIRED").max(max, "TOO_LONG");
/** Text that may be empty, at most `max` characters. */
export const optionalText = (max: number) => z.string().trim().max(max, "TOO_LONG");
/** An e-mail address (required). */
export const email = () => z.string().trim().min(1, "REQUIRED").max(LIMITS.email, "TOO_LONG").regex(EMAIL_PATTERN, "INVALID_EMAIL");
/** A phone number, or empty. */
export const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(LIMITS.phone, "TOO_LONG")
    .refine((v) => v === "" || PHONE_PATTERN.test(v), "INVALID_PHONE");
/** A date as yyyy-mm-dd, or empty. */
export const optionalDate = () => z.string().refine((v) => v === "" || (DATE_PATTERN.test(v) && !Number.isNaN(Date.parse(v))), "INVALID_DATE");
/** A date as yyyy-mm-dd (required). */
export const requiredDate = () =>
  z
    .string()
    .min(1, "REQUIRED")
    .refine((v) => DATE_PATTERN.test(v) && !Number.isNaN(Date.parse(v)), "INVALID_DATE");
/** One of `values`; the forms' empty choice ("") reads as REQUIRED. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .min(1, "REQUIRED")
    .refine((v): v is T[number] => (values as readonly string[]).includes(v), "INVALID_CHOICE")
    .transform((v) => v as T[number]);
