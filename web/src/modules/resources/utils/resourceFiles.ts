import type { Locale } from "../../../i18n/locales";

/** Files served from web/public/resources, in the reader's language. */
export function resourceFiles(locale: Locale) {
  const pt = locale === "pt";
  return {
    guide: pt ? "/resources/guia-regional-ponte.pdf" : "/resources/ponte-regional-guide.pdf",
    webinar: "/resources/webinar-ponte.ics",
    templates: [
      { id: "proposal", href: pt ? "/resources/templates/proposta-de-projeto.txt" : "/resources/templates/project-proposal.txt", format: "TXT" },
      { id: "budget", href: pt ? "/resources/templates/orcamento-de-projeto.csv" : "/resources/templates/project-budget.csv", format: "CSV" },
      {
        id: "letter",
        href: pt ? "/resources/templates/carta-de-intencao-parceria.txt" : "/resources/templates/partnership-letter-of-intent.txt",
        format: "TXT",
      },
    ],
  } as const;
}
