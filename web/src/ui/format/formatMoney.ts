import { formatMoneyIn, type MoneyFormatOptions } from "@ponte/contracts/money-format";
import { intlLocale } from "./intlLocale";

/**
 * Money in the reader's locale with the spec's currency symbol: Kz for AOA,
 * N$ for NAD, R for ZAR, US$ for USD, € for EUR, always before the figure:
 * "US$ 50.000,00" in pt, "US$50,000.00" in en (English writes its dollars
 * against the figure), "N$ 18,25" in both (the rules live in
 * @ponte/contracts/money-format, which the API's invoice PDFs use too).
 * Amounts arrive as decimal strings. `locale` is the app's "pt"/"en" or a
 * BCP-47 tag such as intl.locale.
 */
export function formatMoney(amount: string | number, currency: string, locale: string, options: MoneyFormatOptions = {}): string {
  return formatMoneyIn(intlLocale(locale), amount, currency, options);
}
