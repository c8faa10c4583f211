export type Locale = "pt" | "en";
export const LOCALES: Locale[] = ["pt", "en"];
export const DEFAULT_LOCALE: Locale = "pt";
export type Messages = Record<string, string>;

// One catalogue per locale for shared texts (locales/) and one per feature
// (modules/<feature>/messages/), so each feature keeps its texts beside its
// code. Ids are dotted and start with the feature name; a test checks that
// every id exists in both languages and appears only once.
const catalogues = import.meta.glob<{ default: Messages }>(["../locales/*.json", "../modules/*/messages/*.json"]);

/** Loads (on demand) every catalogue of one language, merged into one flat map. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    Object.entries(catalogues)
      .filter(([file]) => file.endsWith(`/${locale}.json`))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...parts.map((p) => p.default));
}

/** BCP-47 tag for dates and numbers: dates are day/month/year as in pt-BR (spec §1). */
export const intlTag = (locale: Locale) => (locale === "pt" ? "pt-BR" : "en-GB");
