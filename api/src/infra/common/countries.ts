import { Country } from "../../generated/prisma/enums.ts";

/** A country Ponte works in: every Country but OTHER. */
export type OperatingCountry = Exclude<Country, typeof Country.OTHER>;

/** Angola, Namibia and South Africa, in the schema's order (summaries list them even when their count is 0). */
export const OPERATING_COUNTRIES: readonly OperatingCountry[] = Object.values(Country).filter((c): c is OperatingCountry => c !== Country.OTHER);
