export type Locale = "pt" | "en";
export const LOCALES: Locale[] = ["pt", "en"];
export const DEFAULT_LOCALE: Locale = "pt";
export type Messages = Record<string, string>;

/** Catalogues load on demand so a visitor downloads one language only. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return locale === "en"
    ? import("../locales/en.json").then((m) => m.default as Messages)
    : import("../locales/pt.json").then((m) => m.default as Messages);
}

/** BCP-47 tag used for dates and numbers: dates are day/month/year as in pt-BR (spec §1). */
export const intlTag = (locale: Locale) => (locale === "pt" ? "pt-BR" : "en-GB");
