import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { CSV_LABELS } from "../../api/src/infra/csv/labels.ts";

// The CSV files name enum values with the web app's words (issue 14 §11): a
// catalogue change that the API's table misses would make a file say
// something the screen no longer does.
const web = path.resolve(import.meta.dirname, "../../web/src");
const SOURCE: Record<keyof typeof CSV_LABELS, [catalogue: string, prefix: string]> = {
  TransactionType: ["modules/finance/messages", "finance.type."],
  TransactionCategory: ["modules/finance/messages", "finance.category."],
  TransactionStatus: ["modules/finance/messages", "finance.status."],
  PaymentMethod: ["modules/finance/messages", "finance.paymentMethod."],
  InvoiceStatus: ["modules/finance/messages", "finance.invoiceStatus."],
  PreferredContact: ["modules/contact/messages", "contact.form.preferred."],
  Country: ["locales", "common.country."],
  Sector: ["locales", "common.sector."],
  ProjectStatus: ["modules/projects/messages", "projects.status."],
  Priority: ["modules/projects/messages", "projects.priority."],
  Health: ["modules/projects/messages", "projects.health."],
};
const read = (dir: string, locale: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(web, dir, `${locale}.json`), "utf8"));

it("the CSV labels of enum values are the web catalogues' texts, in pt and en", () => {
  for (const [group, [dir, prefix]] of Object.entries(SOURCE)) {
    const pt = read(dir, "pt");
    const en = read(dir, "en");
    const fromCatalogues = Object.fromEntries(
      Object.keys(pt)
        .filter((k) => k.startsWith(prefix) && /^[A-Z_]+$/.test(k.slice(prefix.length)))
        .map((k) => [k.slice(prefix.length), [pt[k], en[k]]]),
    );
    expect(CSV_LABELS[group as keyof typeof CSV_LABELS], group).toEqual(fromCatalogues);
  }
});
