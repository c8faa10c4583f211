import { intlTag } from "../../i18n/locales";

/** The BCP-47 tag to format with: the app's "pt"/"en" map to pt-BR/en-GB; a tag (intl.locale) passes through. */
export function intlLocale(locale: string): string {
  return locale === "pt" || locale === "en" ? intlTag(locale) : locale;
}
