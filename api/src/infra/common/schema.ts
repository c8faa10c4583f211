import * as E from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";

// Every status and category of the spec, exposed with the database's values.
export const RoleEnum = builder.enumType(E.Role, { name: "Role" });
export const LanguageEnum = builder.enumType(E.Language, { name: "Language" });
export const ThemeEnum = builder.enumType(E.Theme, { name: "Theme" });
export const CountryEnum = builder.enumType(E.Country, { name: "Country" });
export const SectorEnum = builder.enumType(E.Sector, { name: "Sector" });
export const CurrencyEnum = builder.enumType(E.Currency, { name: "Currency" });
export const OpportunityTypeEnum = builder.enumType(E.OpportunityType, { name: "OpportunityType" });
export const OpportunityStatusEnum = builder.enumType(E.OpportunityStatus, { name: "OpportunityStatus" });
// shown by finance and on a client's invoices
export const InvoiceStatusEnum = builder.enumType(E.InvoiceStatus, { name: "InvoiceStatus" });
