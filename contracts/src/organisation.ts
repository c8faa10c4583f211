// The organisation that issues Ponte's invoices and answers its e-mails: one
// source for the web's contact details and the API's invoice documents.

export type OfficeCountry = "AO" | "NA" | "ZA";

export const CONTACT_EMAIL = "contacto@ponte.africa";
export const SUPPORT_EMAIL = "suporte@ponte.africa";
export const FINANCE_EMAIL = "financas@ponte.africa";
export const WEBSITE = "https://ponte.africa";

export const PHONES: Record<OfficeCountry, string> = {
  AO: "+244 923 456 789",
  NA: "+264 61 234 567",
  ZA: "+27 21 345 6789",
};
