// Demo data for an empty database (DESIGN.md §5): the spec's demo accounts,
// example opportunities, catalogue, clients, staff, projects and finance.
// Each domain's data lives in prisma/seed/<domain>.ts. Run with `npm run db:seed`.
import type { PrismaClient } from "../api/src/generated/prisma/client.ts";
import { DEMO_ACCOUNTS } from "../api/src/modules/auth/demo-accounts.ts";
import { hashPassword } from "../api/src/modules/auth/password.ts";
import { seedCatalogue } from "./seed/catalogue.ts";
import { seedClients } from "./seed/clients.ts";
import { seedFinance } from "./seed/finance.ts";
import { seedNetwork } from "./seed/network.ts";
import { seedOpportunities } from "./seed/opportunities.ts";
import { seedProjects } from "./seed/projects.ts";
import { seedTeam } from "./seed/team.ts";
import type { SeedContext } from "./seed/types.ts";

export async function seedDemoData(prisma: PrismaClient): Promise<void> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await prisma.$transaction(
    async (tx) => {
      const users = [];
      for (const [i, a] of DEMO_ACCOUNTS.entries()) {
        users.push(
          await tx.user.create({
            data: {
              email: a.email,
              passwordHash: hashes[i],
              fullName: a.fullName,
              role: a.role,
              country: "AO",
              sector: a.role === "ADMIN" ? "EXECUTIVE_MANAGEMENT" : "EDUCATION",
              organization: "Ponte",
              emailConfirmedAt: new Date(),
            },
          }),
        );
      }
      const ctx: SeedContext = { tx, adminId: users[0].id, memberId: users[1].id, today: new Date() };
      // Order matters: later domains refer to earlier ones.
      await seedOpportunities(ctx);
      await seedNetwork(ctx);
      await seedCatalogue(ctx);
      await seedClients(ctx);
      await seedTeam(ctx);
      await seedProjects(ctx);
      await seedFinance(ctx);
    },
    { timeout: 60000, maxWait: 10000 },
  );
}

/** Seeds only a database with no users; returns whether it did. */
export async function seedIfEmpty(prisma: PrismaClient): Promise<boolean> {
  if ((await prisma.user.count()) > 0) return false;
  await seedDemoData(prisma);
  return true;
}
