import { z } from "zod";

// Decimal inputs arrive as strings already checked by the Decimal scalar;
// these narrow them to what finance accepts.
const cents = /^\d+(\.\d{1,2})?$/;

/** An amount of money greater than zero, in steps of 0.01 (the spec's step 0.01). */
export const positiveMoney = z
  .string()
  .regex(cents, "MONEY_STEP")
  .refine((v) => Number(v) > 0, "MUST_BE_POSITIVE");

/** Zero or more, in steps of 0.01. */
export const nonNegativeMoney = z.string().regex(cents, "MONEY_STEP");

/** A quantity on an invoice line: greater than zero, up to two decimals. */
export const positiveQuantity = z
  .string()
  .regex(cents, "QUANTITY_STEP")
  .refine((v) => Number(v) > 0, "MUST_BE_POSITIVE");

/** An exchange rate: greater than zero, up to eight decimals. */
export const positiveRate = z
  .string()
  .regex(/^\d+(\.\d{1,8})?$/, "RATE_FORMAT")
  .refine((v) => Number(v) > 0, "MUST_BE_POSITIVE");

export const requiredText = (max: number) => z.string().trim().min(1, "REQUIRED").max(max, "TOO_LONG");
