import { daysFrom, type SeedContext } from "./types.ts";

export async function seedOpportunities({ tx, adminId, today }: SeedContext): Promise<void> {
  await tx.opportunity.create({
    data: {
      title: "Programa de Intercâmbio Universitário SADC",
      description: "Bolsas de intercâmbio entre universidades de Angola, Namíbia e África do Sul.",
      country: "AO",
      sector: "EDUCATION",
      type: "EDUCATION",
      organization: "Universidade Agostinho Neto",
      location: "Luanda",
      deadline: daysFrom(today, 120),
      requirements: ["Estudante universitário", "Carta de motivação"],
      featured: true,
      createdById: adminId,
    },
  });
}
