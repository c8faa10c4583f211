import * as E from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";

// Finance enums are registered here, once for the whole schema.
export const TransactionTypeEnum = builder.enumType(E.TransactionType, { name: "TransactionType" });
export const TransactionStatusEnum = builder.enumType(E.TransactionStatus, { name: "TransactionStatus" });
export const TransactionCategoryEnum = builder.enumType(E.TransactionCategory, { name: "TransactionCategory" });
export const PaymentMethodEnum = builder.enumType(E.PaymentMethod, { name: "PaymentMethod" });

/** The finance dashboard's periods (spec §9): every figure is computed over one of them. */
export const FINANCE_PERIODS = ["CURRENT_MONTH", "CURRENT_QUARTER", "CURRENT_YEAR", "LAST_30_DAYS"] as const;
export type FinancePeriod = (typeof FINANCE_PERIODS)[number];
export const FinancePeriodEnum = builder.enumType("FinancePeriod", { values: FINANCE_PERIODS });

export const FINANCE_REPORT_KINDS = ["TRANSACTIONS", "INVOICES", "BUDGETS", "SUMMARY"] as const;
export type FinanceReportKind = (typeof FINANCE_REPORT_KINDS)[number];
export const FinanceReportKindEnum = builder.enumType("FinanceReportKind", { values: FINANCE_REPORT_KINDS });
