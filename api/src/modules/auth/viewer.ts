import type { AppServices, Role, Viewer } from "../../graphql/context.ts";
import { AppError } from "../../graphql/errors.ts";
import { consumeRateLimit, rateLimited } from "../../infra/security/rate-limit.ts";
import { API_TOKEN_PREFIX, API_TOKEN_RATE_LIMIT, LAST_USED_RESOLUTION_MS } from "./api-token-secrets.ts";
import { sessionExpired, sha256 } from "./sessions.ts";
import { isUuid } from "../../graphql/node-id.ts";

const invalid = (reason: string, message: string) => new AppError("UNAUTHENTICATED", message, { reason });

export interface ResolvedViewer {
  viewer: Viewer | null;
  /**
   * Why a presented access token was not accepted. The caller then acts as a
   * visitor: public fields still answer, and any field needing a signed-in
   * person fails with this error (UNAUTHENTICATED, reason
   * ACCESS_TOKEN_INVALID or SESSION_EXPIRED) so the web app knows to refresh.
   * signOut and refreshSession keep working with a stale token attached.
   */
  authError: AppError | null;
}

/**
 * Works out who is calling from an `Authorization: Bearer …` value: a
 * signed-in person's access JWT, or a partner's API token (`pnt_…`). No
 * header means a visitor. An unknown, revoked or expired API token fails the
 * whole request (thrown): a partner must learn at once that it lost access.
 *
 * The role comes from the database, not the token alone, and the token's
 * session must still be open, so a demotion, a deleted account or a sign-out
 * takes effect at once (one indexed lookup).
 */
export async function resolveViewer(services: Pick<AppServices, "prisma" | "tokens" | "sessions">, authorization: string | null | undefined): Promise<ResolvedViewer> {
  const anonymous = (authError: AppError | null = null): ResolvedViewer => ({ viewer: null, authError });
  if (!authorization?.trim()) return anonymous();
  const m = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!m) return anonymous(invalid("ACCESS_TOKEN_INVALID", "Malformed Authorization header"));
  const raw = m[1];
  if (raw.startsWith(API_TOKEN_PREFIX)) return { viewer: await resolveApiToken(services, raw), authError: null };

  const claims = await services.tokens.verify(raw);
  if (!claims) return anonymous(invalid("ACCESS_TOKEN_INVALID", "Invalid or expired access token"));
  if (claims.sessionId) {
    // Looked up a moment ago on this process, and not ended since (the cache
    // hears every revocation from the database: infra/security/session-cache.ts).
    const cached = services.sessions?.get(claims.sessionId);
    if (cached) {
      if (cached.userId !== claims.userId) return anonymous(sessionExpired());
      return { viewer: { kind: "user", id: cached.userId, role: cached.role, sessionId: claims.sessionId }, authError: null };
    }
    const begun = services.sessions?.begin() ?? 0;
    // Every signed-in request runs this, so it is one hand-written statement:
    // the same rows as session.findUnique with its user, at half the CPU
    // (Prisma compiles a query on every call). A session id that is not a
    // UUID cannot exist (only our signing key mints tokens): refused alike.
    const rows = isUuid(claims.sessionId)
      ? await services.prisma.$queryRaw<Array<{ userId: string; revokedAt: Date | null; role: Role }>>`
          SELECT s."userId", s."revokedAt", u."role"::text AS "role"
          FROM "Session" s JOIN "User" u ON u."id" = s."userId"
          WHERE s."id" = ${claims.sessionId}::uuid`
      : [];
    const session = rows[0];
    if (!session || session.revokedAt || session.userId !== claims.userId) return anonymous(sessionExpired());
    services.sessions?.store(claims.sessionId, { userId: session.userId, role: session.role }, begun);
    return { viewer: { kind: "user", id: session.userId, role: session.role, sessionId: claims.sessionId }, authError: null };
  }
  // Tokens without a session are only minted by tests and scripts holding the signing key.
  const user = await services.prisma.user.findUnique({ where: { id: claims.userId }, select: { id: true, role: true } });
  if (!user) return anonymous(invalid("ACCESS_TOKEN_INVALID", "Unknown account"));
  return { viewer: { kind: "user", id: user.id, role: user.role }, authError: null };
}

async function resolveApiToken(services: Pick<AppServices, "prisma">, raw: string): Promise<Viewer> {
  const { prisma } = services;
  const token = await prisma.apiToken.findUnique({
    where: { tokenHash: sha256(raw) },
    select: { id: true, scopes: true, expiresAt: true, revokedAt: true, lastUsedAt: true },
  });
  if (!token) throw invalid("API_TOKEN_INVALID", "Unknown API token");
  if (token.revokedAt) throw invalid("API_TOKEN_REVOKED", "This API token was revoked");
  if (token.expiresAt <= new Date()) throw invalid("API_TOKEN_EXPIRED", "This API token has expired");
  const limit = await consumeRateLimit(prisma, `api-token:${token.id}`, API_TOKEN_RATE_LIMIT, 60);
  if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
  const now = Date.now();
  if (!token.lastUsedAt || now - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await prisma.apiToken.updateMany({
      where: { id: token.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now - LAST_USED_RESOLUTION_MS) } }] },
      data: { lastUsedAt: new Date(now) },
    });
  }
  return { kind: "apiToken", id: token.id, scopes: token.scopes };
}
