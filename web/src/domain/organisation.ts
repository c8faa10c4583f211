import { CONTACT_EMAIL, type OfficeCountry, PHONES, SUPPORT_EMAIL } from "@ponte/contracts/organisation";
import type { CityId } from "./cities";

// The e-mails and numbers come from the one source the API's invoices use too.
export { CONTACT_EMAIL, type OfficeCountry, PHONES, SUPPORT_EMAIL };

/**
 * How to reach the team: shown in the landing footer and on the contact page.
 * Display texts (roles, hours) live in the contact catalogues under these ids;
 * city names in the common catalogue (domain/cities.ts).
 */
export interface Office {
  /** the city's name is message id `common.city.<id>` (domain/cities.ts); the office's role is `contact.office.<id>.role` */
  id: Extract<CityId, "cunene" | "lubango" | "oshakati" | "windhoek" | "capeTown" | "johannesburg">;
  country: OfficeCountry;
  phone: string;
}

/** The chat line (WhatsApp) answers around the clock. */
export const WHATSAPP_NUMBER = PHONES.AO;

export const OFFICES: Office[] = [
  { id: "cunene", country: "AO", phone: PHONES.AO },
  { id: "lubango", country: "AO", phone: "+244 261 220 145" },
  { id: "oshakati", country: "NA", phone: "+264 65 220 310" },
  { id: "windhoek", country: "NA", phone: PHONES.NA },
  { id: "capeTown", country: "ZA", phone: PHONES.ZA },
  { id: "johannesburg", country: "ZA", phone: "+27 11 482 9034" },
];

export const SOCIAL_LINKS = [
  { id: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/ponte-africa" },
  { id: "facebook", label: "Facebook", href: "https://www.facebook.com/ponte.africa" },
  { id: "instagram", label: "Instagram", href: "https://www.instagram.com/ponte.africa" },
  { id: "x", label: "X", href: "https://x.com/ponte_africa" },
] as const;

export type SocialId = (typeof SOCIAL_LINKS)[number]["id"];

/** tel: link for a displayed number */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** WhatsApp chat link built from a phone number, optionally with a first message. */
export function whatsappHref(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, "");
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/** mailto: link with a prefilled subject and body. */
export function mailtoHref(email: string, subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set("subject", subject);
  if (body) params.set("body", body);
  const q = params.toString().replace(/\+/g, "%20");
  return `mailto:${email}${q ? `?${q}` : ""}`;
}
