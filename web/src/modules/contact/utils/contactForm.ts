/** Spec §9: the success banner stays 5 s, then the form resets. */
export const CONTACT_SUCCESS_BANNER_MS = 5000;

export const CONTACT_COUNTRIES = ["AO", "NA", "ZA", "OTHER"] as const;
/** Spec §3: the contact form's sectors, including government, NGOs and other. */
export const CONTACT_SECTORS = ["HEALTH", "EDUCATION", "TOURISM", "COMMERCE", "TRANSPORT", "TECHNOLOGY", "GOVERNMENT", "NGO", "OTHER"] as const;
export const PREFERRED_CONTACTS = ["EMAIL", "PHONE", "WHATSAPP"] as const;

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  country: string;
  sector: string;
  organization: string;
  subject: string;
  message: string;
  preferredContact: (typeof PREFERRED_CONTACTS)[number];
}

export type ContactField = keyof ContactFormValues;

/** Message ids of the field errors (contact catalogue). */
export type ContactFieldError = "required" | "invalidEmail" | "invalidPhone" | "phoneNeeded" | "tooLong";

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  country: "",
  sector: "",
  organization: "",
  subject: "",
  message: "",
  preferredContact: "EMAIL",
};

/** The same limits as the API (api/src/modules/contact/contact-message.ts). */
export const CONTACT_MAX_LENGTH: Partial<Record<ContactField, number>> = {
  name: 120,
  email: 254,
  phone: 40,
  organization: 160,
  subject: 200,
  message: 5000,
};

const REQUIRED: ContactField[] = ["name", "email", "country", "subject", "message"];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{6,}$/;

/** Checks the form as the spec asks (§5): required fields, e-mail format; plus a phone when one is the way to answer. */
export function validateContactForm(v: ContactFormValues): Partial<Record<ContactField, ContactFieldError>> {
  const errors: Partial<Record<ContactField, ContactFieldError>> = {};
  for (const f of REQUIRED) if (!String(v[f]).trim()) errors[f] = "required";
  if (!errors.email && !EMAIL.test(v.email.trim())) errors.email = "invalidEmail";
  const phone = v.phone.trim();
  if (phone && !PHONE.test(phone)) errors.phone = "invalidPhone";
  else if (!phone && v.preferredContact !== "EMAIL") errors.phone = "phoneNeeded";
  for (const [f, max] of Object.entries(CONTACT_MAX_LENGTH) as [ContactField, number][]) {
    if (!errors[f] && String(v[f]).trim().length > max) errors[f] = "tooLong";
  }
  return errors;
}

/** Maps the API's per-field reasons (BAD_USER_INPUT issues) to the form's errors. */
export function serverFieldErrors(issues: unknown): Partial<Record<ContactField, ContactFieldError>> {
  const errors: Partial<Record<ContactField, ContactFieldError>> = {};
  if (!Array.isArray(issues)) return errors;
  const byReason: Record<string, ContactFieldError> = {
    REQUIRED: "required",
    INVALID_EMAIL: "invalidEmail",
    INVALID_PHONE: "invalidPhone",
    TOO_LONG: "tooLong",
  };
  for (const issue of issues as Array<{ field?: string; reason?: string }>) {
    const field = issue.field?.replace(/^input\./, "") as ContactField | undefined;
    if (field && field in EMPTY_CONTACT_FORM) errors[field] = byReason[issue.reason ?? ""] ?? "required";
  }
  return errors;
}
