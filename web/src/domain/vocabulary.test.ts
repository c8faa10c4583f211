import fs from "node:fs";
import path from "node:path";
import { buildSchema, isEnumType } from "graphql";
import { expect, it } from "vitest";
import { labelId, VOCABULARY, type VocabularyKind } from "./vocabulary";

const web = path.resolve(import.meta.dirname, "..");
function catalogue(locale: string): Record<string, string> {
  const files = [path.join(web, "locales", `${locale}.json`), path.join(web, "ui", "messages", `${locale}.json`), path.join(web, "domain", "messages", `${locale}.json`)];
  for (const m of fs.readdirSync(path.join(web, "modules"))) files.push(path.join(web, "modules", m, "messages", `${locale}.json`));
  return Object.assign({}, ...files.filter((f) => fs.existsSync(f)).map((f) => JSON.parse(fs.readFileSync(f, "utf8"))));
}

it("every value of every list has a label in pt and en", () => {
  const missing: string[] = [];
  for (const locale of ["pt", "en"]) {
    const texts = catalogue(locale);
    for (const kind of Object.keys(VOCABULARY) as VocabularyKind[])
      for (const v of VOCABULARY[kind].values) if (!texts[labelId(kind, v)]) missing.push(`${locale}: ${labelId(kind, v)}`);
  }
  expect(missing).toEqual([]);
});

it("the lists that stand for a whole enum name every value of it, once", () => {
  const schema = buildSchema(fs.readFileSync(path.resolve(web, "../../schema.graphql"), "utf8"));
  const whole: Partial<Record<VocabularyKind, string>> = {
    country: "Country",
    sector: "Sector",
    currency: "Currency",
    opportunityType: "OpportunityType",
    opportunityStatus: "OpportunityStatus",
    applicationStatus: "ApplicationStatus",
    clientStatus: "ClientStatus",
    projectStatus: "ProjectStatus",
    priority: "Priority",
    riskLevel: "RiskLevel",
    riskStatus: "RiskStatus",
    projectHealth: "ProjectHealth",
    department: "Department",
    staffStatus: "StaffStatus",
    transactionType: "TransactionType",
    transactionStatus: "TransactionStatus",
    transactionCategory: "TransactionCategory",
    paymentMethod: "PaymentMethod",
    invoiceStatus: "InvoiceStatus",
    financePeriod: "FinancePeriod",
    serviceRequestStatus: "ServiceRequestStatus",
    serviceCategory: "ServiceCategory",
    role: "Role",
    preferredContact: "PreferredContact",
    analyticsPeriod: "AnalyticsPeriod",
  };
  for (const [kind, enumName] of Object.entries(whole) as Array<[VocabularyKind, string]>) {
    const type = schema.getType(enumName);
    if (!isEnumType(type)) throw new Error(`${enumName} is not an enum`);
    const values = [...VOCABULARY[kind].values] as string[];
    expect(new Set(values).size, kind).toBe(values.length);
    expect([...values].sort(), kind).toEqual(
      type
        .getValues()
        .map((v) => v.name)
        .sort(),
    );
  }
});
