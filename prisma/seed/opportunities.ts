import { encodeGlobalID } from "@pothos/plugin-relay";
import { daysFrom, type SeedContext } from "./types.ts";

// The spec's five example opportunities, across Angola, Namibia and South
// Africa, with the sectors' stock images (served by the web app).
const OPPORTUNITIES = [
  {
    title: "Programa de Intercâmbio Universitário SADC",
    description:
      "Bolsas de intercâmbio de um semestre entre universidades de Angola, Namíbia e África do Sul, com alojamento, viagem e acompanhamento académico incluídos.",
    country: "AO",
    sector: "EDUCATION",
    type: "EDUCATION",
    organization: "Universidade Agostinho Neto",
    location: "Luanda",
    budget: 50000,
    deadlineDays: 120,
    requirements: ["Estudante universitário matriculado", "Carta de motivação", "Domínio de português ou inglês"],
    featured: true,
  },
  {
    title: "Parceria para Clínicas Móveis no Norte da Namíbia",
    description: "Procuramos organizações de saúde para operar clínicas móveis de cuidados primários e vacinação nas regiões de Oshana e Ohangwena.",
    country: "NA",
    sector: "HEALTH",
    type: "PARTNERSHIP",
    organization: "Ministério da Saúde e Serviços Sociais da Namíbia",
    location: "Oshakati",
    budget: 150000,
    deadlineDays: 60,
    requirements: ["Registro como prestador de saúde", "Equipe clínica com experiência comunitária", "Plano de logística para zonas rurais"],
    featured: true,
  },
  {
    title: "Fundo de Apoio a Exportadores da SADC",
    description:
      "Financiamento para pequenas e médias empresas que queiram exportar produtos para os mercados de Angola e da Namíbia, incluindo certificação e feiras comerciais.",
    country: "ZA",
    sector: "COMMERCE",
    type: "FUNDING",
    organization: "Câmara de Comércio e Indústria de Joanesburgo",
    location: "Joanesburgo",
    budget: 250000,
    deadlineDays: 45,
    requirements: ["Empresa registrada há pelo menos dois anos", "Plano de exportação", "Demonstrações financeiras do último exercício"],
    featured: false,
  },
  {
    title: "Rota Turística da Costa dos Esqueletos",
    description:
      "Projeto para desenhar e promover uma rota de turismo sustentável entre Swakopmund e o Parque Nacional da Costa dos Esqueletos, com guias locais certificados.",
    country: "NA",
    sector: "TOURISM",
    type: "PROJECT",
    organization: "Conselho de Turismo da Namíbia",
    location: "Swakopmund",
    budget: 80000,
    deadlineDays: 90,
    requirements: ["Experiência em turismo comunitário", "Proposta de sustentabilidade ambiental"],
    featured: false,
  },
  {
    title: "Hub de Inovação Digital de Benguela",
    description: "Criação de um espaço de incubação para startups de tecnologia em Benguela, com formação em programação, mentoria e conexão com investidores da região.",
    country: "AO",
    sector: "TECHNOLOGY",
    type: "PROJECT",
    organization: "Instituto de Fomento da Sociedade da Informação",
    location: "Benguela",
    budget: 120000,
    deadlineDays: 75,
    requirements: ["Experiência em gestão de incubadoras", "Parceiros técnicos identificados", "Plano de atividades para 12 meses"],
    featured: true,
  },
] as const;

export async function seedOpportunities({ tx, adminId, memberId, today }: SeedContext): Promise<void> {
  const ids: Record<string, string> = {};
  for (const [i, o] of OPPORTUNITIES.entries()) {
    const { deadlineDays, ...data } = o;
    const created = await tx.opportunity.create({
      data: {
        ...data,
        requirements: [...data.requirements],
        deadline: daysFrom(today, deadlineDays),
        imageUrl: `/images/sectors/${o.sector.toLowerCase()}.svg`,
        createdById: adminId,
        // published over the past weeks (newest first in the order above), before the applications below
        createdAt: new Date(today.getTime() - (7 + i) * 86_400_000),
      },
    });
    ids[o.title] = created.id;
  }

  // The demo member's applications: one approved, one waiting for a decision.
  const approvedOn = new Date(today.getTime() - 2 * 86_400_000);
  const approved = await tx.application.create({
    data: {
      userId: memberId,
      opportunityId: ids["Programa de Intercâmbio Universitário SADC"],
      message: "Sou estudante de Engenharia Informática e gostaria de fazer um semestre na Universidade da Namíbia.",
      status: "APPROVED",
      createdAt: new Date(today.getTime() - 4 * 86_400_000),
      decidedAt: approvedOn,
      decidedById: adminId,
      events: {
        create: [
          { status: "PENDING", actorId: memberId, createdAt: new Date(today.getTime() - 4 * 86_400_000) },
          { status: "APPROVED", actorId: adminId, createdAt: approvedOn },
        ],
      },
    },
  });
  await tx.notification.create({
    data: {
      userId: memberId,
      type: "APPLICATION",
      createdAt: approvedOn,
      data: {
        applicationId: encodeGlobalID("Application", approved.id),
        opportunityId: encodeGlobalID("Opportunity", approved.opportunityId),
        opportunityTitle: "Programa de Intercâmbio Universitário SADC",
        status: "APPROVED",
      },
    },
  });
  await tx.application.create({
    data: {
      userId: memberId,
      opportunityId: ids["Hub de Inovação Digital de Benguela"],
      message: "Candidatura enviada através do painel.",
      createdAt: new Date(today.getTime() - 86_400_000),
      events: { create: { status: "PENDING", actorId: memberId, createdAt: new Date(today.getTime() - 86_400_000) } },
    },
  });
}
