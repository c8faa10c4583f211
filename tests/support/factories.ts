import crypto from "node:crypto";
import type { Prisma } from "../../api/src/generated/prisma/client.ts";
import { hashPassword } from "../../api/src/modules/auth/password.ts";
import type { TestApp } from "./test-app.ts";

const uid = () => crypto.randomBytes(4).toString("hex");

/** A person with a password (default "Test-Passw0rd") and an access token. */
export async function createUser(t: TestApp, data: Partial<Prisma.UserCreateInput> & { password?: string } = {}) {
  const { password = "Test-Passw0rd", ...rest } = data;
  const user = await t.prisma.user.create({
    data: {
      email: `user-${uid()}@example.test`,
      fullName: "Test Person",
      passwordHash: await hashPassword(password),
      emailConfirmedAt: new Date(),
      ...rest,
    },
  });
  const token = await t.app.services.tokens.sign({ userId: user.id, role: user.role });
  return { user, token, password };
}

export const createAdmin = (t: TestApp, data: Partial<Prisma.UserCreateInput> = {}) => createUser(t, { role: "ADMIN", fullName: "Test Admin", ...data });

export async function createOpportunity(t: TestApp, data: Partial<Prisma.OpportunityUncheckedCreateInput> = {}) {
  return t.prisma.opportunity.create({
    data: {
      title: `Opportunity ${uid()}`,
      description: "A test opportunity",
      country: "AO",
      sector: "EDUCATION",
      type: "PROJECT",
      organization: "Test Org",
      location: "Luanda",
      deadline: new Date(Date.now() + 30 * 86400000),
      requirements: ["Something"],
      ...data,
    },
  });
}
