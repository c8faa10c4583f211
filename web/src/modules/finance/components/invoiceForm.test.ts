import { describe, expect, it } from "vitest";
import { invoiceSchema } from "./NewInvoiceDialog";

const reasons = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  // the first reason per field, as the form shows it
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]).reverse());

const ok = {
  clientId: "Q2xpZW50OjE=",
  projectId: "",
  currency: "AOA",
  country: "AO",
  issueDate: "2026-11-24",
  dueDate: "2026-12-24",
  items: [{ description: "Oficina", quantity: "3", unitPrice: "125000.50", taxRate: "14" }],
};

describe("the new-invoice form's rules (the API's CreateInvoiceInput rules, from @ponte/contracts)", () => {
  it("accepts a client, two dates in order and valid lines", () => {
    expect(invoiceSchema.safeParse(ok).success).toBe(true);
  });

  it("each line needs a description, a positive quantity and a price in cents", () => {
    const r = invoiceSchema.safeParse({ ...ok, items: [{ description: " ", quantity: "0", unitPrice: "1.005", taxRate: "14" }] });
    expect(reasons(r)).toEqual({ "items.0.description": "REQUIRED", "items.0.quantity": "MUST_BE_POSITIVE", "items.0.unitPrice": "MONEY_STEP" });
    expect(reasons(invoiceSchema.safeParse({ ...ok, items: [{ description: "x".repeat(301), quantity: "1.234", unitPrice: "", taxRate: "14" }] }))).toEqual({
      "items.0.description": "TOO_LONG",
      "items.0.quantity": "QUANTITY_STEP",
      "items.0.unitPrice": "REQUIRED",
    });
  });

  it("each line has a tax rate from 0 to 100 % with up to two decimals", () => {
    const rate = (taxRate: string) => reasons(invoiceSchema.safeParse({ ...ok, items: [{ ...ok.items[0], taxRate }] }))["items.0.taxRate"];
    expect(rate("0")).toBeUndefined();
    expect(rate("15")).toBeUndefined();
    expect(rate("7.25")).toBeUndefined();
    expect(rate("")).toBe("REQUIRED");
    expect(rate("101")).toBe("TAX_RATE_FORMAT");
    expect(rate("14.125")).toBe("TAX_RATE_FORMAT");
    expect(rate("-1")).toBe("TAX_RATE_FORMAT");
  });

  it("needs a client and at least one line", () => {
    expect(reasons(invoiceSchema.safeParse({ ...ok, clientId: "", items: [] }))).toEqual({ clientId: "REQUIRED", items: "REQUIRED" });
  });

  it("the due date may not come before the issue date", () => {
    expect(reasons(invoiceSchema.safeParse({ ...ok, dueDate: "2026-11-23" }))).toEqual({ dueDate: "DUE_BEFORE_ISSUE" });
    expect(invoiceSchema.safeParse({ ...ok, dueDate: ok.issueDate }).success).toBe(true);
  });
});
