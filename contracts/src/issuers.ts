// The issuer an invoice names, per office. Kept apart from organisation.ts,
// which the landing page reads: visitors do not download the invoice data.
import { FINANCE_EMAIL, type OfficeCountry, PHONES, WEBSITE } from "./organisation.ts";

/** What an invoice says about its issuer, per the invoice's country (the office that bills). */
export interface Issuer {
  name: string;
  /** street, city and country, one line each */
  address: string[];
  /** the tax number (NIF in Angola, VAT number in Namibia and South Africa) */
  taxId: { label: string; value: string };
  phone: string;
  email: string;
  website: string;
}

const LEGAL_NAME = "Ponte — Rede de Cooperação Angola–Namíbia–África do Sul";

export const ISSUERS: Record<OfficeCountry, Issuer> = {
  AO: {
    name: LEGAL_NAME,
    address: ["Rua Comandante Valódia, 112", "Ondjiva, Cunene", "Angola"],
    taxId: { label: "NIF", value: "5417093826" },
    phone: PHONES.AO,
    email: FINANCE_EMAIL,
    website: WEBSITE,
  },
  NA: {
    name: LEGAL_NAME,
    address: ["Independence Avenue 45", "Windhoek", "Namibia"],
    taxId: { label: "VAT", value: "8123456-01-5" },
    phone: PHONES.NA,
    email: FINANCE_EMAIL,
    website: WEBSITE,
  },
  ZA: {
    name: LEGAL_NAME,
    address: ["12 Bree Street", "Cape Town, 8001", "South Africa"],
    taxId: { label: "VAT", value: "4710283945" },
    phone: PHONES.ZA,
    email: FINANCE_EMAIL,
    website: WEBSITE,
  },
};

/** The issuer of an invoice of `country` (invoices outside the three countries are billed from Angola). */
export const issuerFor = (country: string): Issuer => ISSUERS[(country in ISSUERS ? country : "AO") as OfficeCountry];
