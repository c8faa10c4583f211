import type { Language } from "../../generated/prisma/enums.ts";

/** What each e-mail says, with the facts it needs (stored in its job). */
export type EmailContent =
  | { kind: "APPLICATION_DECIDED"; opportunityTitle: string; status: "APPROVED" | "REJECTED" }
  | { kind: "SERVICE_REQUEST_STATUS"; service: { pt: string; en: string }; status: "PENDING" | "PROCESSING" | "COMPLETED" | "CANCELLED" }
  | { kind: "CONNECTION_REQUESTED"; fromName: string }
  | { kind: "CONNECTION_ACCEPTED"; fromName: string }
  | { kind: "ADMIN_DIGEST"; applications: number; serviceRequests: number; contactMessages: number }
  | { kind: "SAVED_SEARCH_DIGEST"; opportunities: Array<{ title: string; organization: string; url: string }> }
  | { kind: "CONTACT_ACK"; name: string; subject: string };

/** The screen each e-mail leads to (web/src/app/routePaths.ts). */
export const SCREEN: Record<EmailContent["kind"], string> = {
  APPLICATION_DECIDED: "/app?tab=applications",
  SERVICE_REQUEST_STATUS: "/app/services",
  CONNECTION_REQUESTED: "/app?tab=network",
  CONNECTION_ACCEPTED: "/app?tab=network",
  ADMIN_DIGEST: "/app?tab=overview",
  SAVED_SEARCH_DIGEST: "/app?tab=opportunities",
  CONTACT_ACK: "/",
};

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface Parts {
  subject: string;
  greeting: string;
  lines: string[];
  /** links listed after the lines (each opportunity of a digest) */
  links?: Array<{ label: string; url: string }>;
  action: string;
}

const APPLICATION_STATUS = {
  pt: { APPROVED: "aprovada", REJECTED: "recusada" },
  en: { APPROVED: "approved", REJECTED: "not accepted" },
} as const;
const REQUEST_STATUS = {
  pt: { PENDING: "pendente", PROCESSING: "em andamento", COMPLETED: "concluída", CANCELLED: "cancelada" },
  en: { PENDING: "pending", PROCESSING: "in progress", COMPLETED: "completed", CANCELLED: "cancelled" },
} as const;

function parts(c: EmailContent, lang: Language, recipientName: string): Parts {
  const pt = lang === "pt";
  const hello = pt ? `Olá, ${recipientName}!` : `Hello ${recipientName},`;
  switch (c.kind) {
    case "APPLICATION_DECIDED": {
      const s = APPLICATION_STATUS[lang][c.status];
      return pt
        ? {
            subject: `Sua candidatura foi ${s}: ${c.opportunityTitle}`,
            greeting: hello,
            lines: [`Sua candidatura a "${c.opportunityTitle}" foi ${s}.`],
            action: "Ver minhas candidaturas",
          }
        : {
            subject: `Your application was ${s}: ${c.opportunityTitle}`,
            greeting: hello,
            lines: [`Your application to "${c.opportunityTitle}" was ${s}.`],
            action: "See my applications",
          };
    }
    case "SERVICE_REQUEST_STATUS": {
      const s = REQUEST_STATUS[lang][c.status];
      const service = c.service[lang];
      return pt
        ? {
            subject: `Sua solicitação de serviço está ${s}`,
            greeting: hello,
            lines: [`Sua solicitação "${service}" agora está ${s}.`],
            action: "Ver minhas solicitações",
          }
        : { subject: `Your service request is ${s}`, greeting: hello, lines: [`Your request "${service}" is now ${s}.`], action: "See my requests" };
    }
    case "CONNECTION_REQUESTED":
      return pt
        ? {
            subject: `${c.fromName} quer se conectar com você`,
            greeting: hello,
            lines: [`${c.fromName} enviou um pedido de conexão no Ponte.`],
            action: "Responder ao pedido",
          }
        : {
            subject: `${c.fromName} wants to connect with you`,
            greeting: hello,
            lines: [`${c.fromName} sent you a connection request on Ponte.`],
            action: "Answer the request",
          };
    case "CONNECTION_ACCEPTED":
      return pt
        ? {
            subject: `${c.fromName} aceitou sua conexão`,
            greeting: hello,
            lines: [`${c.fromName} aceitou seu pedido de conexão. Agora vocês estão conectados.`],
            action: "Ver minha rede",
          }
        : {
            subject: `${c.fromName} accepted your connection`,
            greeting: hello,
            lines: [`${c.fromName} accepted your connection request. You are now connected.`],
            action: "See my network",
          };
    case "ADMIN_DIGEST":
      return pt
        ? {
            subject: "Novidades no Ponte na última hora",
            greeting: hello,
            lines: [`Novas candidaturas: ${c.applications}`, `Novas solicitações de serviço: ${c.serviceRequests}`, `Novas mensagens de contato: ${c.contactMessages}`],
            action: "Abrir o painel",
          }
        : {
            subject: "New on Ponte in the last hour",
            greeting: hello,
            lines: [`New applications: ${c.applications}`, `New service requests: ${c.serviceRequests}`, `New contact messages: ${c.contactMessages}`],
            action: "Open the dashboard",
          };
    case "SAVED_SEARCH_DIGEST": {
      const n = c.opportunities.length;
      const links = c.opportunities.map((o) => ({ label: `${o.title} (${o.organization})`, url: o.url }));
      return pt
        ? {
            subject: n === 1 ? "1 nova oportunidade para seus alertas" : `${n} novas oportunidades para seus alertas`,
            greeting: hello,
            lines: [n === 1 ? "Esta oportunidade nova corresponde aos seus alertas salvos:" : "Estas oportunidades novas correspondem aos seus alertas salvos:"],
            links,
            action: "Ver oportunidades",
          }
        : {
            subject: n === 1 ? "1 new opportunity for your alerts" : `${n} new opportunities for your alerts`,
            greeting: hello,
            lines: [n === 1 ? "This new opportunity matches your saved alerts:" : "These new opportunities match your saved alerts:"],
            links,
            action: "See opportunities",
          };
    }
    case "CONTACT_ACK":
      return pt
        ? {
            subject: `Recebemos sua mensagem: ${c.subject}`,
            greeting: `Olá, ${c.name}!`,
            lines: ["Obrigado por falar com a equipe Ponte. Recebemos sua mensagem e responderemos em breve."],
            action: "Visitar o Ponte",
          }
        : {
            subject: `We received your message: ${c.subject}`,
            greeting: `Hello ${c.name},`,
            lines: ["Thank you for contacting the Ponte team. We received your message and will answer soon."],
            action: "Visit Ponte",
          };
  }
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The footer: how to stop this kind (a link) or, for the contact acknowledgement, why it came. */
function footer(lang: Language, unsubscribeUrl: string | null): { text: string; html: string } {
  if (!unsubscribeUrl) {
    const note =
      lang === "pt"
        ? "Você recebeu esta mensagem porque usou o formulário de contato do Ponte. Não enviaremos outras mensagens automáticas para este endereço."
        : "You received this because you used Ponte's contact form. We send no other automatic messages to this address.";
    return { text: note, html: `<p style="color:#666;font-size:12px">${escapeHtml(note)}</p>` };
  }
  const [before, link] =
    lang === "pt" ? ["Não quer mais receber este tipo de e-mail?", "Cancelar a inscrição"] : ["Don't want this kind of e-mail any more?", "Unsubscribe"];
  const settings = lang === "pt" ? "Você também pode escolher seus e-mails em Configurações." : "You can also choose your e-mails in Settings.";
  return {
    text: `${before} ${link}: ${unsubscribeUrl}\n${settings}`,
    html: `<p style="color:#666;font-size:12px">${escapeHtml(before)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(link)}</a>. ${escapeHtml(settings)}</p>`,
  };
}

/** The e-mail in the recipient's language, as plain text and HTML, linking to `screenUrl`. */
export function renderEmail(c: EmailContent, lang: Language, recipientName: string, screenUrl: string, unsubscribeUrl: string | null): RenderedEmail {
  const p = parts(c, lang, recipientName);
  const foot = footer(lang, unsubscribeUrl);
  const links = p.links ?? [];
  const linkLines = links.length ? ["", ...links.map((l) => `- ${l.label}: ${l.url}`)] : [];
  const text = [p.greeting, "", ...p.lines, ...linkLines, "", `${p.action}: ${screenUrl}`, "", "—", foot.text, ""].join("\n");
  const linkList = links.length ? `<ul>\n${links.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></li>`).join("\n")}\n</ul>\n` : "";
  const html = `<!doctype html>
<html lang="${lang === "pt" ? "pt-BR" : "en"}"><head><meta charset="utf-8"><title>${escapeHtml(p.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a202c;line-height:1.5">
<p>${escapeHtml(p.greeting)}</p>
${p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
${linkList}<p><a href="${escapeHtml(screenUrl)}" style="display:inline-block;padding:10px 16px;background:#1f5f8b;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(p.action)}</a></p>
<hr style="border:none;border-top:1px solid #ddd">
${foot.html}
</body></html>
`;
  return { subject: p.subject, text, html };
}
