import crypto from "node:crypto";
import type { Prisma } from "../../api/src/generated/prisma/client.ts";
import type { SEED_CLIENTS } from "./clients.ts";
import type { SEED_STAFF } from "./team.ts";
import { daysFrom, type SeedContext } from "./types.ts";

type Staff = (typeof SEED_STAFF)[number]["email"];
type ClientEmail = (typeof SEED_CLIENTS)[number]["email"];

interface SeedProject {
  name: string;
  client: ClientEmail;
  country: "AO" | "NA" | "ZA";
  sector: Prisma.ProjectCreateInput["sector"];
  description: string;
  budget: string;
  /** what its completed expenses add up to, in USD (the finance seed records them) */
  spent: string;
  progress: number;
  status: Prisma.ProjectCreateInput["status"];
  priority: Prisma.ProjectCreateInput["priority"];
  /** days from today */
  created: number;
  start: number;
  end: number;
  team: Array<[Staff, string]>;
  deliverables: Array<[string, boolean]>;
  /** [title, description, due (days from today), completed] */
  milestones: Array<[string, string, number, boolean]>;
  risks: Array<[string, Prisma.RiskCreateInput["level"], Prisma.RiskCreateInput["status"], string]>;
  documents?: Array<"pdf" | "csv">;
}

// Projects in every status, with budgets and dates that exercise every health
// rule: over-budget (critical), end date passed (critical), early progress
// (warning), nearly done (good) and normal.
const PROJECTS: SeedProject[] = [
  {
    name: "Rede de Telemedicina do Cunene",
    client: "direccao@hospital-cunene.example",
    country: "AO",
    sector: "HEALTH",
    description:
      "Conexão de 12 postos de saúde rurais do Cunene ao Hospital Regional de Ondjiva por videoconsulta, com formação de enfermeiros e registro clínico compartilhado.",
    budget: "250000",
    spent: "142500",
    progress: 58,
    status: "ACTIVE",
    priority: "HIGH",
    created: -200,
    start: -180,
    end: 150,
    team: [
      ["ndapewa.shikongo@ponte.example", "Coordenação clínica"],
      ["thabo.mokoena@ponte.example", "Arquitetura da plataforma"],
      ["manuel.kapinga@ponte.example", "Patrocinador"],
      ["johannes.amupolo@ponte.example", "Gestão de produto"],
    ],
    deliverables: [
      ["Levantamento das necessidades dos 12 postos", true],
      ["Plataforma de videoconsulta instalada", true],
      ["Formação de 40 enfermeiros", false],
      ["Relatório de impacto do primeiro semestre", false],
    ],
    milestones: [
      ["Diagnóstico concluído", "Visitas aos postos de Ondjiva, Xangongo e Cahama.", -150, true],
      ["Piloto em 3 postos", "Primeiras videoconsultas com o hospital regional.", -60, true],
      ["Formação de enfermeiros", "Dois ciclos de formação presencial em Ondjiva.", -10, false],
      ["Expansão aos 12 postos", "Conexão dos nove postos restantes.", 90, false],
    ],
    risks: [
      ["Cobertura de rede móvel instável nos postos mais remotos", "HIGH", "OPEN", "Antenas de satélite de reserva em 4 postos."],
      ["Rotação elevada de enfermeiros formados", "MEDIUM", "MITIGATED", "Formação em cascata e manuais em português."],
      ["Atraso na importação de equipamento", "LOW", "CLOSED", "Fornecedor local em Lubango contratado."],
    ],
    documents: ["pdf", "csv"],
  },
  {
    name: "Plataforma Digital de Ensino Técnico",
    client: "parcerias@ipw.example",
    country: "NA",
    sector: "EDUCATION",
    description: "Cursos técnicos online em português e inglês para estudantes de Oshakati, Rundu e Windhoek, com certificação do instituto politécnico.",
    budget: "180000",
    spent: "171000",
    progress: 82,
    status: "ACTIVE",
    priority: "CRITICAL",
    created: -320,
    start: -300,
    end: 45,
    team: [
      ["isabel.nunda@ponte.example", "Conteúdos pedagógicos"],
      ["thabo.mokoena@ponte.example", "Plataforma"],
      ["johannes.amupolo@ponte.example", "Produto"],
    ],
    deliverables: [
      ["Plataforma de ensino em produção", true],
      ["8 cursos técnicos publicados", true],
      ["Certificação conjunta aprovada", false],
    ],
    milestones: [
      ["Lançamento da plataforma", "Abertura das inscrições.", -200, true],
      ["Primeira turma certificada", "120 estudantes concluíram o primeiro curso.", -40, true],
      ["Revisão orçamental", "Renegociação do orçamento com o instituto.", -5, false],
    ],
    risks: [
      ["Orçamento quase esgotado antes do fim do projeto", "CRITICAL", "OPEN", "Pedido de reforço ao cliente e corte de custos de alojamento."],
      ["Acesso limitado à internet dos estudantes rurais", "MEDIUM", "MITIGATED", "Conteúdos descarregáveis para uso offline."],
    ],
  },
  {
    name: "Corredor Logístico Lubango–Oshakati",
    client: "operacoes@namiblogistics.example",
    country: "AO",
    sector: "TRANSPORT",
    description: "Estudo e montagem de um corredor de transporte de mercadorias entre Lubango e Oshakati, com simplificação aduaneira na fronteira de Santa Clara.",
    budget: "420000",
    spent: "0",
    progress: 0,
    status: "PLANNING",
    priority: "MEDIUM",
    created: -15,
    start: 30,
    end: 400,
    team: [["manuel.kapinga@ponte.example", "Direção do projeto"]],
    deliverables: [
      ["Estudo de viabilidade", false],
      ["Acordo com as alfândegas de Santa Clara", false],
    ],
    milestones: [["Aprovação do estudo de viabilidade", "Apresentação aos dois governos provinciais.", 75, false]],
    risks: [["Demora na harmonização dos procedimentos aduaneiros", "HIGH", "OPEN", "Reuniões trimestrais com as autoridades dos dois países."]],
  },
  {
    name: "Feira Regional de Comércio SADC",
    client: "info@ct-tradepartners.example",
    country: "ZA",
    sector: "COMMERCE",
    description: "Organização da feira anual na Cidade do Cabo com 150 expositores de Angola, Namíbia e África do Sul.",
    budget: "95000",
    spent: "64000",
    progress: 100,
    status: "COMPLETED",
    priority: "MEDIUM",
    created: -260,
    start: -240,
    end: -20,
    team: [
      ["lerato.dlamini@ponte.example", "Comunicação e eventos"],
      ["manuel.kapinga@ponte.example", "Relações institucionais"],
    ],
    deliverables: [
      ["Reserva do centro de convenções", true],
      ["150 expositores confirmados", true],
      ["Relatório final da feira", true],
    ],
    milestones: [
      ["Abertura das inscrições de expositores", "Campanha nos três países.", -180, true],
      ["Realização da feira", "Três dias de feira na Cidade do Cabo.", -30, true],
    ],
    risks: [["Baixa adesão de expositores namibianos", "LOW", "CLOSED", "Apoio ao transporte de stands a partir de Windhoek."]],
  },
  {
    name: "Roteiro de Turismo Comunitário do Namibe",
    client: "geral@turismo-namibe.example",
    country: "AO",
    sector: "TOURISM",
    description: "Criação de um roteiro de turismo comunitário entre o deserto do Namibe e a Serra da Leba, com guias locais certificados.",
    budget: "75000",
    spent: "30000",
    progress: 35,
    status: "PAUSED",
    priority: "LOW",
    created: -230,
    start: -210,
    end: -10,
    team: [
      ["johannes.amupolo@ponte.example", "Desenho do roteiro"],
      ["lerato.dlamini@ponte.example", "Promoção"],
    ],
    deliverables: [
      ["Mapa do roteiro", true],
      ["Formação de 15 guias locais", false],
    ],
    milestones: [
      ["Mapeamento das comunidades", "Acordos com 6 aldeias.", -150, true],
      ["Certificação dos guias", "Curso de guias com o instituto de turismo.", -40, false],
    ],
    risks: [["Suspensão do financiamento provincial", "CRITICAL", "OPEN", "Procura de cofinanciamento junto de operadores turísticos."]],
  },
  {
    name: "Sistema de Gestão Hospitalar de Joanesburgo",
    client: "projects@gautenghealth.example",
    country: "ZA",
    sector: "TECHNOLOGY",
    description: "Substituição do sistema de admissões de três hospitais de Joanesburgo. Cancelado pelo cliente após revisão orçamental.",
    budget: "120000",
    spent: "18000",
    progress: 12,
    status: "CANCELLED",
    priority: "HIGH",
    created: -400,
    start: -380,
    end: 60,
    team: [["thabo.mokoena@ponte.example", "Análise técnica"]],
    deliverables: [["Levantamento de requisitos", true]],
    milestones: [["Levantamento de requisitos", "Entrevistas nos três hospitais.", -330, true]],
    risks: [["Integração com sistemas legados do cliente", "MEDIUM", "CLOSED", "Projeto cancelado."]],
  },
  {
    name: "Programa de Bolsas Ponte Windhoek",
    client: "parcerias@ipw.example",
    country: "NA",
    sector: "EDUCATION",
    description: "Bolsas de estudo para 30 estudantes angolanos em cursos de engenharia em Windhoek, com alojamento e mentoria.",
    budget: "60000",
    spent: "30000",
    progress: 75,
    status: "ACTIVE",
    priority: "MEDIUM",
    created: -150,
    start: -140,
    end: 90,
    team: [
      ["isabel.nunda@ponte.example", "Coordenação do programa"],
      ["ndapewa.shikongo@ponte.example", "Apoio aos estudantes"],
    ],
    deliverables: [
      ["Seleção dos 30 bolseiros", true],
      ["Alojamento assegurado", true],
      ["Programa de mentoria", false],
    ],
    milestones: [
      ["Seleção dos bolseiros", "Entrevistas em Luanda e Lubango.", -100, true],
      ["Início do ano letivo", "Chegada dos bolseiros a Windhoek.", -60, true],
      ["Avaliação semestral", "Resultados do primeiro semestre.", 30, false],
    ],
    risks: [["Atrasos na emissão de vistos de estudante", "MEDIUM", "MITIGATED", "Pedidos submetidos com 90 dias de antecedência."]],
  },
];

/** A one-page PDF (with a valid cross-reference table), so the demo download opens. */
function tinyPdf(title: string): Buffer {
  const text = title.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const stream = `BT /F1 20 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

function seedDocument(kind: "pdf" | "csv", project: SeedProject): { fileName: string; mimeType: string; data: Buffer } {
  if (kind === "pdf") {
    return { fileName: "termos-de-referencia.pdf", mimeType: "application/pdf", data: tinyPdf(`Termos de Referencia - ${project.name}`) };
  }
  const rows = ["marco,data_prevista,concluido", ...project.milestones.map(([t, , due, done]) => `"${t}",${due},${done ? "sim" : "nao"}`)];
  return { fileName: "cronograma.csv", mimeType: "text/csv", data: Buffer.from(`${rows.join("\n")}\n`, "utf8") };
}

/**
 * What each seeded project has spent (USD) over its dates: a project's
 * "Gasto" is derived from its expense transactions, so the finance seed
 * records expenses that add up to these figures.
 */
export const SEED_PROJECT_SPENDING = PROJECTS.map((p) => ({ name: p.name, country: p.country, spent: p.spent, start: p.start, end: p.end }));

export async function seedProjects({ tx, adminId, today }: SeedContext): Promise<void> {
  const clients = new Map((await tx.client.findMany({ select: { id: true, email: true } })).map((c) => [c.email, c.id]));
  const staff = new Map((await tx.staffMember.findMany({ select: { id: true, email: true } })).map((s) => [s.email, s.id]));

  for (const p of PROJECTS) {
    const createdAt = daysFrom(today, p.created);
    const project = await tx.project.create({
      data: {
        name: p.name,
        clientId: clients.get(p.client)!,
        country: p.country,
        sector: p.sector,
        description: p.description,
        budget: p.budget,
        currency: "USD",
        progress: p.progress,
        status: p.status,
        priority: p.priority,
        startDate: daysFrom(today, p.start),
        endDate: daysFrom(today, p.end),
        createdById: adminId,
        createdAt,
      },
    });
    await tx.projectMember.createMany({
      data: p.team.map(([email, role], i) => ({
        projectId: project.id,
        staffMemberId: staff.get(email)!,
        role,
        addedAt: new Date(createdAt.getTime() + i * 60_000),
      })),
    });
    await tx.deliverable.createMany({
      data: p.deliverables.map(([title, done], position) => ({ projectId: project.id, title, done, position })),
    });
    await tx.milestone.createMany({
      data: p.milestones.map(([title, description, due, done]) => ({
        projectId: project.id,
        title,
        description,
        dueDate: daysFrom(today, due),
        completedAt: done ? daysFrom(today, Math.min(due, 0)) : null,
      })),
    });
    await tx.risk.createMany({
      data: p.risks.map(([description, level, status, mitigation]) => ({ projectId: project.id, description, level, status, mitigation })),
    });
    for (const kind of p.documents ?? []) {
      const file = seedDocument(kind, p);
      const media = await tx.media.create({
        data: {
          kind: "DOCUMENT",
          fileName: file.fileName,
          mimeType: file.mimeType,
          byteSize: file.data.length,
          sha256: crypto.createHash("sha256").update(file.data).digest("hex"),
          data: new Uint8Array(file.data),
          createdById: adminId,
        },
      });
      await tx.projectDocument.create({
        data: { projectId: project.id, mediaId: media.id, name: file.fileName, uploadedById: adminId, uploadedAt: daysFrom(today, -20) },
      });
    }
  }
}
