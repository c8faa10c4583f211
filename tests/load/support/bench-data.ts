// Extra rows for the benchmarks, on top of the demo seed: many active
// opportunities (so a page of 20, 100 is full), members, and applications.
import type { Db } from "../../../api/src/db/prisma.ts";
import { hashPassword } from "../../../api/src/modules/auth/password.ts";

export const BENCH_PASSWORD = "BenchMembro2026";
const COUNTRIES = ["AO", "NA", "ZA"] as const;
const SECTORS = ["EDUCATION", "HEALTH", "COMMERCE", "TECHNOLOGY", "AGRICULTURE", "TOURISM"] as const;

export interface BenchData {
  /** opportunity ids, newest first */
  opportunityIds: string[];
  /** members that already applied (listed in the admin list) */
  applicants: Array<{ id: string; email: string }>;
  /** members with no application yet (apply and sign-in scenarios) */
  freshMembers: Array<{ id: string; email: string }>;
}

export async function addBenchData(
  prisma: Db,
  options: {
    opportunities?: number;
    applicants?: number;
    applicationsPerApplicant?: number;
    freshMembers?: number;
  } = {},
): Promise<BenchData> {
  const nOpp = options.opportunities ?? 300;
  const nApplicants = options.applicants ?? 60;
  const perApplicant = Math.min(options.applicationsPerApplicant ?? 20, nOpp);
  const nFresh = options.freshMembers ?? 60;
  const admin = await prisma.user.findFirstOrThrow({
    where: { role: "ADMIN" },
    select: { id: true },
  });
  const now = Date.now();
  await prisma.opportunity.createMany({
    data: Array.from({ length: nOpp }, (_, i) => ({
      title: `Oportunidade de carga ${String(i).padStart(4, "0")}`,
      description: `Descrição da oportunidade de carga número ${i}, com texto suficiente para parecer real numa lista.`,
      country: COUNTRIES[i % COUNTRIES.length],
      sector: SECTORS[i % SECTORS.length],
      type: "PROJECT" as const,
      organization: `Organização ${i % 17}`,
      location: "Luanda",
      budget: 1000 + i * 10,
      deadline: new Date(now + (30 + (i % 60)) * 86400000),
      requirements: ["Experiência comprovada", "Proposta escrita"],
      featured: i % 10 === 0,
      imageUrl: "/images/sectors/education.jpg",
      createdById: admin.id,
      createdAt: new Date(now - (i + 1) * 60000),
    })),
  });
  const opportunities = await prisma.opportunity.findMany({
    where: { title: { startsWith: "Oportunidade de carga " } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const member = (kind: string, i: number) => ({
    email: `${kind}-${i}@ponte.bench`,
    passwordHash,
    fullName: `${kind === "applicant" ? "Candidato" : "Membro"} de Carga ${i}`,
    role: "USER" as const,
    country: COUNTRIES[i % COUNTRIES.length],
    emailConfirmedAt: new Date(),
  });
  await prisma.user.createMany({
    data: [...Array.from({ length: nApplicants }, (_, i) => member("applicant", i)), ...Array.from({ length: nFresh }, (_, i) => member("member", i))],
  });
  const users = await prisma.user.findMany({
    where: { email: { endsWith: "@ponte.bench" } },
    select: { id: true, email: true },
  });
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const applicants = Array.from({ length: nApplicants }, (_, i) => byEmail.get(`applicant-${i}@ponte.bench`)!);
  const freshMembers = Array.from({ length: nFresh }, (_, i) => byEmail.get(`member-${i}@ponte.bench`)!);
  const statuses = ["PENDING", "PENDING", "APPROVED", "REJECTED"] as const;
  await prisma.application.createMany({
    data: applicants.flatMap((a, i) =>
      Array.from({ length: perApplicant }, (_, j) => ({
        userId: a.id,
        opportunityId: opportunities[(i * 7 + j) % opportunities.length].id,
        status: statuses[(i + j) % statuses.length],
        message: `Candidatura de carga ${i}/${j}`,
        createdAt: new Date(now - (i * perApplicant + j) * 1000),
      })),
    ),
  });
  return {
    opportunityIds: opportunities.map((o) => o.id),
    applicants,
    freshMembers,
  };
}
