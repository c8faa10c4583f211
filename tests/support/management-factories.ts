import crypto from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Prisma } from "../../api/src/generated/prisma/client.ts";
import { recordProjectSpending } from "./finance-factories.ts";
import type { TestApp } from "./test-app.ts";

const uid = () => crypto.randomBytes(4).toString("hex");
const DAY = 86_400_000;

/** A date `days` from now, at midnight UTC (the columns are calendar dates). */
export function day(days: number): Date {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) + days * DAY);
}

export const gid = (type: "Project" | "Client" | "StaffMember" | "Milestone" | "Risk" | "Deliverable" | "ProjectDocument", id: string) => encodeGlobalID(type, id);

export async function createClient(t: TestApp, data: Partial<Prisma.ClientUncheckedCreateInput> = {}) {
  return t.prisma.client.create({
    data: {
      name: `Client ${uid()}`,
      email: `client-${uid()}@example.test`,
      country: "AO",
      sector: "HEALTH",
      organization: "Test Organisation",
      status: "ACTIVE",
      ...data,
    },
  });
}

export async function createStaff(t: TestApp, data: Partial<Prisma.StaffMemberUncheckedCreateInput> = {}) {
  return t.prisma.staffMember.create({
    data: {
      name: `Staff ${uid()}`,
      role: "Analyst",
      email: `staff-${uid()}@example.test`,
      country: "AO",
      department: "TECHNOLOGY",
      salary: "5000",
      ...data,
    },
  });
}

export async function createProject(t: TestApp, data: Partial<Prisma.ProjectUncheckedCreateInput> = {}) {
  const { spent, ...rest } = data;
  const clientId = data.clientId ?? (await createClient(t)).id;
  const project = await t.prisma.project.create({
    data: {
      name: `Project ${uid()}`,
      country: "AO",
      sector: "HEALTH",
      budget: "1000",
      progress: 50,
      status: "ACTIVE",
      startDate: day(-30),
      endDate: day(60),
      ...rest,
      clientId,
    },
  });
  // spending comes from expenses (see recordProjectSpending)
  await recordProjectSpending(t, project, spent);
  return project;
}
