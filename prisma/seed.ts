// Demo data for an empty database (DESIGN.md §5). Run with `npm run db:seed`.
import type { PrismaClient } from "../api/src/generated/prisma/client.ts";
import { hashPassword } from "../api/src/modules/auth/password.ts";

export const DEMO_ACCOUNTS = [
  { role: "ADMIN", email: "admin@ponte.demo", password: "PonteAdmin2026", fullName: "Administrador Ponte" },
  { role: "USER", email: "membro@ponte.demo", password: "PonteMembro2026", fullName: "Ana Membro" },
] as const;

export async function seedDemoData(prisma: PrismaClient): Promise<void> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await prisma.$transaction(async (tx) => {
    const [admin] = await Promise.all(
      DEMO_ACCOUNTS.map((a, i) =>
        tx.user.create({
          data: {
            email: a.email,
            passwordHash: hashes[i],
            fullName: a.fullName,
            role: a.role,
            country: "AO",
            sector: "GENERAL",
            organization: "Ponte",
            emailConfirmedAt: new Date(),
          },
        }),
      ),
    );
    await tx.opportunity.create({
      data: {
        title: "Programa de Intercâmbio Universitário SADC",
        description: "Bolsas de intercâmbio entre universidades de Angola, Namíbia e África do Sul.",
        country: "AO",
        sector: "EDUCATION",
        type: "EDUCATION",
        organization: "Universidade Agostinho Neto",
        location: "Luanda",
        deadline: new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 31)),
        requirements: ["Estudante universitário", "Carta de motivação"],
        featured: true,
        createdById: admin.id,
      },
    });
  });
}

/** Seeds only a database with no users; returns whether it did. */
export async function seedIfEmpty(prisma: PrismaClient): Promise<boolean> {
  if ((await prisma.user.count()) > 0) return false;
  await seedDemoData(prisma);
  return true;
}
