import { strToU8, zipSync } from "fflate";
import type { Db } from "../../db/prisma.ts";
import { EmailNotificationKind, type Language } from "../../generated/prisma/enums.ts";
import { csvDateTime, toCsv } from "../../infra/csv/csv.ts";

/** One kind of record in the export: the JSON rows and the CSV table made from them. */
interface Section {
  name: string;
  rows: Record<string, unknown>[];
  headings: Record<Language, string[]>;
}

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * Everything Ponte holds about one person, as the files of the zip they
 * download from Settings: each section as JSON (complete, nested) and CSV
 * (one row per record, headings and separators in their language), and a
 * README. Only rows that belong to `userId`; no secret: no password hash,
 * no token or its hash, no session family.
 */
export async function collectPersonalData(prisma: Db, userId: string) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    include: { oauthAccounts: { select: { provider: true, email: true, createdAt: true } } },
  });
  const [applications, serviceRequests, saved, connections, notifications, sessions, contactMessages, alerts] = await Promise.all([
    prisma.application.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      include: { opportunity: { select: { title: true } }, events: { orderBy: { createdAt: "asc" }, select: { status: true, createdAt: true } } },
    }),
    prisma.serviceRequest.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    prisma.savedOpportunity.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, include: { opportunity: { select: { title: true } } } }),
    prisma.connection.findMany({
      where: { OR: [{ requesterId: userId }, { addresseeId: userId }] },
      orderBy: { createdAt: "asc" },
      include: { requester: { select: { fullName: true } }, addressee: { select: { fullName: true } } },
    }),
    prisma.notification.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    prisma.session.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true, lastUsedAt: true, expiresAt: true, revokedAt: true, rememberMe: true, userAgent: true, ipAddress: true },
    }),
    prisma.contactMessage.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    prisma.savedSearch.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
  ]);

  const profile = {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    country: user.country,
    sector: user.sector,
    organization: user.organization,
    photo: user.avatarUrl,
    emailConfirmedAt: iso(user.emailConfirmedAt),
    language: user.language,
    notificationsEnabled: user.notificationsEnabled,
    // each e-mail kind and whether it is sent to them (Settings and the one-click unsubscribe switch them)
    emailNotifications: Object.fromEntries(Object.values(EmailNotificationKind).map((kind) => [kind, !user.emailOptOuts.includes(kind)])),
    theme: user.theme,
    hasPassword: user.passwordHash != null,
    linkedAccounts: user.oauthAccounts.map((a) => ({ provider: a.provider, email: a.email, linkedAt: iso(a.createdAt) })),
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };

  const sections: Section[] = [
    {
      name: "applications",
      headings: {
        pt: ["Oportunidade", "Estado", "Mensagem", "Enviada em", "Decidida em"],
        en: ["Opportunity", "Status", "Message", "Sent at", "Decided at"],
      },
      rows: applications.map((a) => ({
        opportunity: a.opportunity.title,
        status: a.status,
        message: a.message,
        createdAt: iso(a.createdAt),
        decidedAt: iso(a.decidedAt),
        history: a.events.map((e) => ({ status: e.status, at: iso(e.createdAt) })),
      })),
    },
    {
      name: "service-requests",
      headings: {
        pt: ["Serviço", "Categoria", "Nome", "E-mail", "Telefone", "Mensagem", "Estado", "País", "Criado em"],
        en: ["Service", "Category", "Name", "E-mail", "Phone", "Message", "Status", "Country", "Created at"],
      },
      rows: serviceRequests.map((r) => ({
        serviceType: r.serviceType,
        category: r.category,
        name: r.name,
        email: r.email,
        phone: r.phone,
        message: r.message,
        status: r.status,
        country: r.userCountry,
        createdAt: iso(r.createdAt),
      })),
    },
    {
      name: "saved-opportunities",
      headings: { pt: ["Oportunidade", "Salva em"], en: ["Opportunity", "Saved at"] },
      rows: saved.map((s) => ({ opportunity: s.opportunity.title, savedAt: iso(s.createdAt) })),
    },
    {
      name: "opportunity-alerts",
      headings: { pt: ["País", "Setor", "Tipo", "Texto", "Salvo em"], en: ["Country", "Sector", "Type", "Text", "Saved at"] },
      rows: alerts.map((a) => ({ country: a.country, sector: a.sector, type: a.type, search: a.search, savedAt: iso(a.createdAt) })),
    },
    {
      name: "connections",
      headings: {
        pt: ["Pessoa", "Pedido por mim", "Estado", "Pedido em", "Respondido em"],
        en: ["Person", "Requested by me", "Status", "Requested at", "Answered at"],
      },
      // the other person is named, not described: their e-mail and profile are their own data
      rows: connections.map((c) => ({
        person: c.requesterId === userId ? c.addressee.fullName : c.requester.fullName,
        requestedByMe: c.requesterId === userId,
        status: c.status,
        requestedAt: iso(c.createdAt),
        answeredAt: iso(c.respondedAt),
      })),
    },
    {
      name: "notifications",
      headings: { pt: ["Tipo", "Dados", "Lida em", "Criada em"], en: ["Type", "Data", "Read at", "Created at"] },
      rows: notifications.map((n) => ({ type: n.type, data: n.data, readAt: iso(n.readAt), createdAt: iso(n.createdAt) })),
    },
    {
      name: "sessions",
      headings: {
        pt: ["Iniciada em", "Último uso", "Expira em", "Encerrada em", "Lembrar de mim", "Navegador", "Endereço IP"],
        en: ["Started at", "Last used at", "Expires at", "Ended at", "Remember me", "Browser", "IP address"],
      },
      rows: sessions.map((s) => ({
        startedAt: iso(s.createdAt),
        lastUsedAt: iso(s.lastUsedAt),
        expiresAt: iso(s.expiresAt),
        endedAt: iso(s.revokedAt),
        rememberMe: s.rememberMe,
        userAgent: s.userAgent,
        ipAddress: s.ipAddress,
      })),
    },
    {
      name: "contact-messages",
      headings: {
        pt: ["Assunto", "Mensagem", "Nome", "E-mail", "Telefone", "Organização", "Enviada em"],
        en: ["Subject", "Message", "Name", "E-mail", "Phone", "Organisation", "Sent at"],
      },
      rows: contactMessages.map((m) => ({
        subject: m.subject,
        message: m.message,
        name: m.name,
        email: m.email,
        phone: m.phone,
        organization: m.organization,
        sentAt: iso(m.createdAt),
      })),
    },
  ];
  return { language: user.language, profile, sections };
}

const README: Record<Language, string> = {
  pt: "Seus dados na Ponte, exportados em {date} (UTC).\r\n\r\nCada arquivo .json tem todos os registros de um tipo; o .csv de mesmo nome tem os mesmos registros em uma tabela (campos separados por ';').\r\nprofile: seu perfil e suas preferências (inclusive quais e-mails de notificação recebe, em emailNotifications); applications: candidaturas e seu histórico; service-requests: solicitações de serviço; saved-opportunities: oportunidades salvas; connections: sua rede; notifications: notificações; sessions: acessos (navegador, endereço IP, datas); contact-messages: mensagens enviadas pelo formulário de contato.\r\nA senha e os códigos de sessão não são incluídos: guardamos apenas o hash deles.\r\n",
  en: "Your data at Ponte, exported on {date} (UTC).\r\n\r\nEach .json file holds every record of one kind; the .csv of the same name holds the same records as a table (separator ',').\r\nprofile: your profile and preferences (including which notification e-mails you receive, in emailNotifications); applications: applications and their history; service-requests: service requests; saved-opportunities: saved opportunities; connections: your network; notifications: notifications; sessions: sign-ins (browser, IP address, dates); contact-messages: messages sent through the contact form.\r\nYour password and session codes are not included: we keep only their cryptographic hash.\r\n",
};

const cell = (v: unknown) => (v == null || typeof v !== "object" ? v : JSON.stringify(v));

/** The zip the member downloads (see collectPersonalData), and its file name. */
export async function personalDataZip(prisma: Db, userId: string, now = new Date()): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { language, profile, sections } = await collectPersonalData(prisma, userId);
  const files: Record<string, Uint8Array> = {
    "README.txt": strToU8(README[language].replace("{date}", csvDateTime(now, "en"))),
    "profile.json": strToU8(JSON.stringify(profile, null, 2)),
    "profile.csv": strToU8(toCsv(Object.keys(profile), [Object.values(profile).map(cell)], language)),
  };
  for (const s of sections) {
    files[`${s.name}.json`] = strToU8(JSON.stringify(s.rows, null, 2));
    // the CSV keeps the flat columns its headings name (nested history stays in the JSON)
    const columns = s.headings.en.length;
    files[`${s.name}.csv`] = strToU8(
      toCsv(
        s.headings[language],
        s.rows.map((r) => Object.values(r).slice(0, columns).map(cell)),
        language,
      ),
    );
  }
  return { fileName: `ponte-data-${now.toISOString().slice(0, 10)}.zip`, bytes: zipSync(files, { level: 6, mtime: now }) };
}
