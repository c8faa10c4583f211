import type { Prisma } from "../../generated/prisma/client.ts";
import { notFound } from "../../graphql/errors.ts";

/**
 * Marks the project as changed (the detail footer shows its last update) and
 * returns it with the caller's selection, so a change to a milestone, risk,
 * member… answers with the refreshed project (timeline, health, counts).
 */
export async function touchProject<Q extends { include?: unknown; select?: unknown }>(tx: Prisma.TransactionClient, query: Q, projectId: string) {
  return tx.project.update({ ...(query as object), where: { id: projectId }, data: { updatedAt: new Date() } });
}

export async function requireProjectId(tx: Prisma.TransactionClient, id: string): Promise<string> {
  const project = await tx.project.findUnique({ where: { id }, select: { id: true } });
  if (!project) throw notFound("Project");
  return project.id;
}
