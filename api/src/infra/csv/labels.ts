import type { CsvLanguage } from "./csv.ts";

/**
 * The words a CSV file writes for the API's enum values, in the reader's
 * language: the same wording as the web app's catalogues (Brazilian
 * Portuguese, the spec's texts), so a file reads like the screen it came
 * from. tests/meta/csv-labels.test.ts keeps them equal to the catalogues.
 */
export const CSV_LABELS = {
  TransactionType: {
    EXPENSE: ["Despesa", "Expense"],
    INCOME: ["Receita", "Income"],
    TRANSFER: ["Transferência", "Transfer"],
  },
  TransactionCategory: {
    CONSULTING: ["Consultoria", "Consulting"],
    DEVELOPMENT: ["Desenvolvimento", "Development"],
    INFRASTRUCTURE: ["Infraestrutura", "Infrastructure"],
    MARKETING: ["Marketing", "Marketing"],
    OPERATIONS: ["Operações", "Operations"],
    PROJECT_REVENUE: ["Receita de Projeto", "Project revenue"],
  },
  TransactionStatus: {
    APPROVED: ["Aprovada", "Approved"],
    COMPLETED: ["Concluída", "Completed"],
    PENDING: ["Pendente", "Pending"],
    REJECTED: ["Rejeitada", "Rejected"],
  },
  PaymentMethod: {
    BANK_TRANSFER: ["Transferência bancária", "Bank transfer"],
    CARD: ["Cartão", "Card"],
    CASH: ["Numerário", "Cash"],
    CHEQUE: ["Cheque", "Cheque"],
    MOBILE_MONEY: ["Dinheiro móvel", "Mobile money"],
  },
  InvoiceStatus: {
    CANCELLED: ["Cancelada", "Cancelled"],
    DRAFT: ["Rascunho", "Draft"],
    OVERDUE: ["Vencida", "Overdue"],
    PAID: ["Paga", "Paid"],
    SENT: ["Enviada", "Sent"],
  },
  PreferredContact: {
    EMAIL: ["E-mail", "E-mail"],
    PHONE: ["Telefone", "Phone"],
    WHATSAPP: ["WhatsApp", "WhatsApp"],
  },
  Country: {
    AO: ["Angola", "Angola"],
    NA: ["Namíbia", "Namibia"],
    OTHER: ["Outro país SADC", "Other SADC country"],
    ZA: ["África do Sul", "South Africa"],
  },
  Sector: {
    AGRICULTURE: ["Agricultura", "Agriculture"],
    COMMERCE: ["Comércio", "Commerce"],
    EDUCATION: ["Educação", "Education"],
    EXECUTIVE_MANAGEMENT: ["Gestão Executiva", "Executive management"],
    GENERAL: ["Geral", "General"],
    GOVERNMENT: ["Governo", "Government"],
    HEALTH: ["Saúde", "Health"],
    INNOVATION: ["Inovação", "Innovation"],
    MINING: ["Mineração", "Mining"],
    NGO: ["ONGs", "NGOs"],
    OTHER: ["Outro", "Other"],
    SUSTAINABILITY: ["Sustentabilidade", "Sustainability"],
    TECHNOLOGY: ["Tecnologia", "Technology"],
    TOURISM: ["Turismo", "Tourism"],
    TRANSPORT: ["Transporte", "Transport"],
  },
  ProjectStatus: {
    ACTIVE: ["Ativo", "Active"],
    CANCELLED: ["Cancelado", "Cancelled"],
    COMPLETED: ["Concluído", "Completed"],
    PAUSED: ["Pausado", "Paused"],
    PLANNING: ["Planejamento", "Planning"],
  },
  Priority: {
    CRITICAL: ["Crítica", "Critical"],
    HIGH: ["Alta", "High"],
    LOW: ["Baixa", "Low"],
    MEDIUM: ["Média", "Medium"],
  },
  Health: {
    CRITICAL: ["Crítico", "Critical"],
    GOOD: ["Bom", "Good"],
    NORMAL: ["Normal", "Normal"],
    WARNING: ["Atenção", "Warning"],
  },
} as const satisfies Record<string, Record<string, readonly [pt: string, en: string]>>;

export type CsvLabelGroup = keyof typeof CSV_LABELS;

/** The label of `code` in `group`, or the code itself for a value the table does not know. */
export function csvLabel(group: CsvLabelGroup, code: string | null | undefined, language: CsvLanguage): string | null {
  if (code == null) return null;
  const words = (CSV_LABELS[group] as Record<string, readonly [string, string]>)[code];
  return words ? words[language === "pt" ? 0 : 1] : code;
}
