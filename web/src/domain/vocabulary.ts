import { useMemo } from "react";
import { useIntl } from "react-intl";
import {
  AnalyticsPeriod,
  ApplicationStatus,
  ClientStatus,
  Country,
  Currency,
  Department,
  FinancePeriod,
  InvoiceStatus,
  OpportunityStatus,
  OpportunityType,
  PaymentMethod,
  PreferredContact,
  Priority,
  ProjectHealth,
  ProjectStatus,
  RiskLevel,
  RiskStatus,
  Role,
  Sector,
  ServiceCategory,
  ServiceRequestStatus,
  StaffStatus,
  TransactionCategory,
  TransactionStatus,
  TransactionType,
} from "../gql/graphql";

/**
 * The app's closed lists, in the order people see them (the spec's order, not
 * the schema's alphabetical one), and where each value's label lives in the
 * catalogues. Screens take their options and labels from here, never from a
 * list of their own.
 */
export const VOCABULARY = {
  /** the spec's three countries, then another SADC country */
  country: { values: [Country.AO, Country.NA, Country.ZA, Country.OTHER], labels: "common.country" },
  /** the three countries the organisation works in (offices, finance) */
  regionCountry: { values: [Country.AO, Country.NA, Country.ZA], labels: "common.country" },
  /** the spec's sectors first, then the platform's others */
  sector: {
    values: [
      Sector.HEALTH,
      Sector.EDUCATION,
      Sector.TOURISM,
      Sector.COMMERCE,
      Sector.TRANSPORT,
      Sector.TECHNOLOGY,
      Sector.AGRICULTURE,
      Sector.MINING,
      Sector.SUSTAINABILITY,
      Sector.INNOVATION,
      Sector.EXECUTIVE_MANAGEMENT,
      Sector.GOVERNMENT,
      Sector.NGO,
      Sector.GENERAL,
      Sector.OTHER,
    ],
    labels: "common.sector",
  },
  currency: { values: [Currency.USD, Currency.AOA, Currency.NAD, Currency.ZAR, Currency.EUR], labels: "finance.currency" },
  opportunityType: { values: [OpportunityType.PROJECT, OpportunityType.PARTNERSHIP, OpportunityType.FUNDING, OpportunityType.EDUCATION], labels: "opportunities.type" },
  opportunityStatus: { values: [OpportunityStatus.ACTIVE, OpportunityStatus.INACTIVE, OpportunityStatus.EXPIRED], labels: "opportunities.status" },
  applicationStatus: { values: [ApplicationStatus.PENDING, ApplicationStatus.APPROVED, ApplicationStatus.REJECTED], labels: "applications.status" },
  clientStatus: { values: [ClientStatus.ACTIVE, ClientStatus.PROSPECT, ClientStatus.INACTIVE], labels: "clients.status" },
  projectStatus: {
    values: [ProjectStatus.PLANNING, ProjectStatus.ACTIVE, ProjectStatus.PAUSED, ProjectStatus.COMPLETED, ProjectStatus.CANCELLED],
    labels: "projects.status",
  },
  priority: { values: [Priority.LOW, Priority.MEDIUM, Priority.HIGH, Priority.CRITICAL], labels: "projects.priority" },
  riskLevel: { values: [RiskLevel.LOW, RiskLevel.MEDIUM, RiskLevel.HIGH, RiskLevel.CRITICAL], labels: "projects.riskLevel" },
  riskStatus: { values: [RiskStatus.OPEN, RiskStatus.MITIGATED, RiskStatus.CLOSED], labels: "projects.riskStatus" },
  projectHealth: { values: [ProjectHealth.GOOD, ProjectHealth.NORMAL, ProjectHealth.WARNING, ProjectHealth.CRITICAL], labels: "projects.health" },
  department: {
    values: [Department.EXECUTIVE, Department.HEALTH, Department.TECHNOLOGY, Department.EDUCATION, Department.PRODUCT, Department.MARKETING],
    labels: "team.department",
  },
  staffStatus: { values: [StaffStatus.ACTIVE, StaffStatus.INACTIVE, StaffStatus.VACATION, StaffStatus.REMOTE], labels: "team.status" },
  transactionType: { values: [TransactionType.INCOME, TransactionType.EXPENSE, TransactionType.TRANSFER], labels: "finance.type" },
  transactionStatus: {
    values: [TransactionStatus.PENDING, TransactionStatus.APPROVED, TransactionStatus.COMPLETED, TransactionStatus.REJECTED],
    labels: "finance.status",
  },
  transactionCategory: {
    values: [
      TransactionCategory.CONSULTING,
      TransactionCategory.DEVELOPMENT,
      TransactionCategory.MARKETING,
      TransactionCategory.INFRASTRUCTURE,
      TransactionCategory.OPERATIONS,
      TransactionCategory.PROJECT_REVENUE,
    ],
    labels: "finance.category",
  },
  paymentMethod: {
    values: [PaymentMethod.BANK_TRANSFER, PaymentMethod.CARD, PaymentMethod.CASH, PaymentMethod.MOBILE_MONEY, PaymentMethod.CHEQUE],
    labels: "finance.paymentMethod",
  },
  invoiceStatus: {
    values: [InvoiceStatus.DRAFT, InvoiceStatus.SENT, InvoiceStatus.PAID, InvoiceStatus.OVERDUE, InvoiceStatus.CANCELLED],
    labels: "finance.invoiceStatus",
  },
  financePeriod: {
    values: [FinancePeriod.CURRENT_MONTH, FinancePeriod.CURRENT_QUARTER, FinancePeriod.CURRENT_YEAR, FinancePeriod.LAST_30_DAYS],
    labels: "finance.period",
  },
  serviceRequestStatus: {
    values: [ServiceRequestStatus.PENDING, ServiceRequestStatus.PROCESSING, ServiceRequestStatus.COMPLETED, ServiceRequestStatus.CANCELLED],
    labels: "serviceRequests.status",
  },
  serviceCategory: {
    values: [
      ServiceCategory.EDUCATION,
      ServiceCategory.HEALTH,
      ServiceCategory.COMMERCE,
      ServiceCategory.TOURISM,
      ServiceCategory.LOCAL_GUIDES,
      ServiceCategory.TRANSPORT,
    ],
    labels: "serviceRequests.category",
  },
  role: { values: [Role.USER, Role.ADMIN], labels: "dashboard.users.role" },
  preferredContact: { values: [PreferredContact.EMAIL, PreferredContact.PHONE, PreferredContact.WHATSAPP], labels: "contact.form.preferred" },
  analyticsPeriod: {
    values: [AnalyticsPeriod.THREE_MONTHS, AnalyticsPeriod.SIX_MONTHS, AnalyticsPeriod.ONE_YEAR, AnalyticsPeriod.ALL],
    labels: "analytics.period",
  },
} as const;

export type VocabularyKind = keyof typeof VOCABULARY;
export type ValueOf<K extends VocabularyKind> = (typeof VOCABULARY)[K]["values"][number];

/** The message id of one value's label, e.g. labelId("country", "AO") = "common.country.AO". */
export const labelId = (kind: VocabularyKind, value: string) => `${VOCABULARY[kind].labels}.${value}`;

/** Labels and select options in the person's language. */
export function useVocabulary() {
  const intl = useIntl();
  return useMemo(
    () => ({
      label: (kind: VocabularyKind, value: string) => intl.formatMessage({ id: labelId(kind, value) }),
      /** all values of a kind, or the given subset, in the vocabulary's order */
      options: <K extends VocabularyKind>(kind: K, only?: readonly string[]) =>
        (VOCABULARY[kind].values as readonly string[])
          .filter((v) => !only || only.includes(v))
          .map((value) => ({ value: value as ValueOf<K>, label: intl.formatMessage({ id: labelId(kind, value) }) })),
    }),
    [intl],
  );
}
