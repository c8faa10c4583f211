import type { ContactMessage } from "../../generated/prisma/client.ts";
import type { Mail } from "../../infra/mail/mailer.ts";

// The team reads its inbox in Portuguese.
const COUNTRY: Record<string, string> = { AO: "Angola", NA: "Namíbia", ZA: "África do Sul", OTHER: "Outro país SADC" };
const SECTOR: Record<string, string> = {
  GENERAL: "Geral",
  HEALTH: "Saúde",
  EDUCATION: "Educação",
  TOURISM: "Turismo",
  COMMERCE: "Comércio",
  TRANSPORT: "Transporte",
  TECHNOLOGY: "Tecnologia",
  AGRICULTURE: "Agricultura",
  MINING: "Mineração",
  SUSTAINABILITY: "Sustentabilidade",
  INNOVATION: "Inovação",
  EXECUTIVE_MANAGEMENT: "Gestão Executiva",
  GOVERNMENT: "Governo",
  NGO: "ONGs",
  OTHER: "Outro",
};
const PREFERRED: Record<string, string> = { EMAIL: "E-mail", PHONE: "Telefone", WHATSAPP: "WhatsApp" };

/** The message as the team receives it; replying answers the sender. */
export function contactMail(to: string, m: ContactMessage): Mail {
  const lines: Array<[string, string | null]> = [
    ["Nome", m.name],
    ["E-mail", m.email],
    ["Telefone", m.phone],
    ["País", COUNTRY[m.country] ?? m.country],
    ["Setor", m.sector ? (SECTOR[m.sector] ?? m.sector) : null],
    ["Organização", m.organization],
    ["Contato preferido", PREFERRED[m.preferredContact] ?? m.preferredContact],
    ["Assunto", m.subject],
    ["Recebida em", m.createdAt.toISOString()],
    ["Referência", m.id],
  ];
  const header = lines
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
  return {
    to,
    replyTo: m.email,
    subject: `[Ponte] Contato: ${m.subject.replace(/[\r\n]+/g, " ")}`,
    text: `Nova mensagem do formulário de contato.\n\n${header}\n\nMensagem:\n${m.message}\n`,
  };
}
