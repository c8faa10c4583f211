import { CONTACT_EMAIL, PHONES, SOCIAL_LINKS } from "../../../domain/organisation";

/** The head office in southern Angola, shown in the services overview. */
export const HEAD_OFFICE = {
  email: CONTACT_EMAIL,
  phone: PHONES.AO,
  social: SOCIAL_LINKS,
} as const;
