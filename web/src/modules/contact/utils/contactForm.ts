import { choice } from "@ponte/contracts";
import { contactMessageRules } from "@ponte/contracts/contact";
import { z } from "zod";

/** Spec §9: the success banner stays 5 s, then the form resets. */
export const CONTACT_SUCCESS_BANNER_MS = 5000;

export const CONTACT_COUNTRIES = ["AO", "NA", "ZA", "OTHER"] as const;
/** Spec §3: the contact form's sectors, including government, NGOs and other. */
export const CONTACT_SECTORS = ["HEALTH", "EDUCATION", "TOURISM", "COMMERCE", "TRANSPORT", "TECHNOLOGY", "GOVERNMENT", "NGO", "OTHER"] as const;
export const PREFERRED_CONTACTS = ["EMAIL", "PHONE", "WHATSAPP"] as const;

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

/** The API's rules for the message (@ponte/contracts), plus the form's choices; a phone is needed when it is the way to answer. */
export const contactFormSchema = z
  .object({
    ...contactMessageRules,
    country: choice(CONTACT_COUNTRIES),
    sector: z.string(),
    preferredContact: z.enum(PREFERRED_CONTACTS),
  })
  .refine((v) => v.preferredContact === "EMAIL" || v.phone !== "", { path: ["phone"], message: "REQUIRED" });

/** The form's values: what its schema reads (the API's fields, and the form's choices as typed text). */
export type ContactFormValues = z.input<typeof contactFormSchema>;
