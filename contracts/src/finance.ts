import { z } from "zod";
import { optionalText, requiredText } from "./rules.ts";

// Finance's input rules: the API's finance inputs (transactions, invoices,
// budgets, exchange rates) and the web's finance forms use these. Decimal
// inputs are strings; these narrow them to what finance accepts.
const CENTS = /^\d+(\.\d{1,2})?$/;
const RATE = /^\d+(\.\d{1,8})?$/;

/** An amount of money greater than zero, in steps of 0.01 (the spec's step 0.01). */
export const positiveMoney = z
  .string()
  .trim()
  .min(1, "REQUIRED")
  .regex(CENTS, "MONEY_STEP")
  .refine((v) => Number(v) > 0, "MUST_BE_POSITIVE");

/** Zero or more, in steps of 0.01. */
export const nonNegativeMoney = z.string().trim().min(1, "REQUIRED").regex(CENTS, "MONEY_STEP");

/** A quantity on an invoice line: greater than zero, up to two decimals. */
export const positiveQuantity = z
  .string()
  .trim()
  .min(1, "REQUIRED")
  .regex(CENTS, "QUANTITY_STEP")
  .refine((v) => Number(v) > 0, "MUST_BE_POSITIVE");

/** An exchange rate: greater than zero, up to eight decimals. */
export const positiveRate = z
  .string()
  .trim()
  .min(1, "REQUIRED")
  .regex(RATE, "RATE_FORMAT")
  .refine((v) => Number(v) > 0, "MUST_BE_POSITIVE");

/** Lengths of finance's free texts (characters). */
export const FINANCE_LIMITS = { transactionDescription: 300, transactionNotes: 2000 } as const;

/** A budget's text fields (the API's BudgetInput and the web's budget form). */
export const budgetTextRules = {
  name: requiredText(200),
  period: requiredText(40),
  responsible: requiredText(200),
};

/** An invoice's limits: a line's description, the notes, and how many lines one invoice holds. */
export const INVOICE_LIMITS = { itemDescription: 300, notes: 2000, items: 100 } as const;

/** One invoice line (the API's InvoiceItemInput and a line of the web's new-invoice form). */
export const invoiceItemRules = {
  description: requiredText(INVOICE_LIMITS.itemDescription),
  quantity: positiveQuantity,
  unitPrice: nonNegativeMoney,
};

/** An invoice's lines: at least one, at most INVOICE_LIMITS.items. */
export const invoiceItems = <T extends z.ZodType>(item: T) => z.array(item).min(1, "REQUIRED").max(INVOICE_LIMITS.items, "TOO_MANY");

/** An invoice's free notes. */
export const invoiceNotes = optionalText(INVOICE_LIMITS.notes);

const dayOf = (d: Date | string) => (d instanceof Date ? d.toISOString().slice(0, 10) : d);

/**
 * The due date is not before the issue date (Dates on the API, yyyy-mm-dd in the
 * form); refused as DUE_BEFORE_ISSUE on the dueDate field. Missing dates pass:
 * their own rules refuse them.
 */
export const dueNotBeforeIssue = (v: { issueDate?: Date | string | null; dueDate?: Date | string | null }) =>
  !v.issueDate || !v.dueDate || dayOf(v.dueDate) >= dayOf(v.issueDate);
export const DUE_BEFORE_ISSUE = { message: "DUE_BEFORE_ISSUE", path: ["dueDate"] };

/**
 * The tax rate (percent) a new invoice line takes from the invoice's country:
 * Angola's IVA 14 %, VAT 15 % in Namibia and South Africa; 0 elsewhere.
 * Each line keeps its own rate, which may be changed.
 */
export const DEFAULT_TAX_RATES = { AO: "14", NA: "15", ZA: "15", OTHER: "0" } as const;

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A line's tax rate in percent: 0 to 100, up to two decimals. */
export const taxRate = z
  .string()
  .trim()
  .min(1, "REQUIRED")
  .regex(PERCENT, "TAX_RATE_FORMAT")
  .refine((v) => Number(v) <= 100, "TAX_RATE_FORMAT");

/** A payment's notes (method details, reference). */
export const INVOICE_PAYMENT_LIMITS = { notes: 500 } as const;

/** A payment against an invoice (the API's RecordInvoicePaymentInput and the web's payment form); over-payment is refused by the API (PAYMENT_EXCEEDS_BALANCE). */
export const invoicePaymentRules = {
  amount: positiveMoney,
  notes: optionalText(INVOICE_PAYMENT_LIMITS.notes),
};
