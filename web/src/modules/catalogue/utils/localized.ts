import type { Locale } from "../../../i18n/locales";

/** Picks the text in the interface language from a { pt, en } pair. */
export const localized = <T>(value: { pt: T; en: T }, locale: Locale): T => (locale === "en" ? value.en : value.pt);
