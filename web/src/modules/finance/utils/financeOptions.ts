import type { Country, Currency, FinancePeriod, InvoiceStatus, PaymentMethod, TransactionCategory, TransactionStatus, TransactionType } from "../../../gql/graphql";

// The closed lists the finance screens offer (spec §3, §4, §9), in display order.
export const FINANCE_OPTIONS = {
  countries: ["AO", "NA", "ZA"] as Country[],
  periods: ["CURRENT_MONTH", "CURRENT_QUARTER", "CURRENT_YEAR", "LAST_30_DAYS"] as FinancePeriod[],
  currencies: ["USD", "AOA", "NAD", "ZAR", "EUR"] as Currency[],
  transactionTypes: ["INCOME", "EXPENSE", "TRANSFER"] as TransactionType[],
  transactionStatuses: ["PENDING", "APPROVED", "COMPLETED", "REJECTED"] as TransactionStatus[],
  categories: ["CONSULTING", "DEVELOPMENT", "MARKETING", "INFRASTRUCTURE", "OPERATIONS", "PROJECT_REVENUE"] as TransactionCategory[],
  paymentMethods: ["BANK_TRANSFER", "CARD", "CASH", "MOBILE_MONEY", "CHEQUE"] as PaymentMethod[],
  invoiceStatuses: ["DRAFT", "SENT", "PAID", "OVERDUE", "CANCELLED"] as InvoiceStatus[],
  tabs: ["overview", "transactions", "budgets", "invoices", "reports", "exchange"] as const,
};
