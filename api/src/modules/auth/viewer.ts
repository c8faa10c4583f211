import type { AppServices, Viewer } from "../../graphql/context.ts";

/**
 * Works out who is calling from an `Authorization: Bearer …` value: a
 * signed-in person's access JWT. The role comes from the database, not the
 * token alone, so a demotion or a deleted account takes effect at once.
 */
export async function resolveViewer(
  services: AppServices,
  authorization: string | null | undefined,
): Promise<Viewer | null> {
  const m = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  if (!m) return null;
  const claims = await services.tokens.verify(m[1]);
  if (!claims) return null;
  const user = await services.prisma.user.findUnique({ where: { id: claims.userId }, select: { id: true, role: true } });
  if (!user) return null;
  return { kind: "user", id: user.id, role: user.role, sessionId: claims.sessionId };
}
