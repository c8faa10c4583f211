import crypto from "node:crypto";
import type { Config } from "../../config/config.ts";
import type { Prisma, Session } from "../../generated/prisma/client.ts";
import type { AppServices, Role } from "../../graphql/context.ts";
import { AppError } from "../../graphql/errors.ts";
import { parseCookies, serializeCookie } from "./cookies.ts";

/** The refresh-token cookie (DESIGN.md §7). */
export const REFRESH_COOKIE = "ponte_rt";
/** Without "remember me" a session ends after a day without use, even if the browser keeps the cookie. */
const UNREMEMBERED_TTL_MS = 24 * 3600 * 1000;
/**
 * Two tabs may refresh with the same cookie at once; the slower one would
 * otherwise look like a stolen token and sign the person out everywhere.
 */
export const ROTATION_GRACE_MS = 10_000;

type Tx = Pick<Prisma.TransactionClient, "session">;

export const sha256 = (value: string): string => crypto.createHash("sha256").update(value).digest("hex");
export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString("base64url");

export interface RequestMeta {
  userAgent?: string | null;
  ipAddress?: string | null;
}

export interface IssuedSession {
  session: Session;
  refreshToken: string;
  accessToken: string;
  accessTokenExpiresAt: Date;
}

function sessionExpiry(config: Config, rememberMe: boolean): Date {
  const ttl = rememberMe ? config.REFRESH_TOKEN_TTL_DAYS * 86400 * 1000 : UNREMEMBERED_TTL_MS;
  return new Date(Date.now() + ttl);
}

/** Starts a session (or the next one of a family) and signs its access token. */
export async function issueSession(
  services: Pick<AppServices, "config" | "tokens">,
  db: Tx,
  user: { id: string; role: Role },
  opts: { rememberMe: boolean; familyId?: string } & RequestMeta,
): Promise<IssuedSession> {
  const refreshToken = randomToken();
  const session = await db.session.create({
    data: {
      userId: user.id,
      tokenHash: sha256(refreshToken),
      familyId: opts.familyId ?? crypto.randomUUID(),
      rememberMe: opts.rememberMe,
      userAgent: opts.userAgent?.slice(0, 400) ?? null,
      ipAddress: opts.ipAddress ?? null,
      expiresAt: sessionExpiry(services.config, opts.rememberMe),
    },
  });
  const access = await services.tokens.issue({ userId: user.id, role: user.role, sessionId: session.id });
  return { session, refreshToken, accessToken: access.token, accessTokenExpiresAt: access.expiresAt };
}

const secureCookies = (config: Config) => config.PUBLIC_URL?.startsWith("https:") ?? false;

/** Set-Cookie for a refresh token; a browser-session cookie unless "remember me". */
export function refreshCookie(config: Config, issued: Pick<IssuedSession, "refreshToken" | "session">): string {
  return serializeCookie(REFRESH_COOKIE, issued.refreshToken, {
    secure: secureCookies(config),
    maxAgeSeconds: issued.session.rememberMe ? (issued.session.expiresAt.getTime() - Date.now()) / 1000 : undefined,
  });
}

export function clearRefreshCookie(config: Config): string {
  return serializeCookie(REFRESH_COOKIE, "", { secure: secureCookies(config), maxAgeSeconds: 0 });
}

export const refreshTokenFrom = (request: Request): string | null => parseCookies(request.headers.get("cookie")).get(REFRESH_COOKIE) || null;

export const sessionExpired = () => new AppError("UNAUTHENTICATED", "The session has ended; sign in again", { reason: "SESSION_EXPIRED" });

/**
 * Exchanges a refresh token for a new one (rotation). Presenting a token
 * that was already rotated away means it was copied: the whole family of
 * that sign-in is revoked.
 */
export async function rotateSession(
  services: Pick<AppServices, "config" | "tokens" | "prisma" | "log">,
  refreshToken: string,
  meta: RequestMeta,
): Promise<IssuedSession & { user: { id: string; role: Role } }> {
  const { prisma } = services;
  const current = await prisma.session.findUnique({
    where: { tokenHash: sha256(refreshToken) },
    include: { user: { select: { id: true, role: true } } },
  });
  if (!current || current.revokedAt || current.expiresAt <= new Date()) throw sessionExpired();
  if (current.replacedById && Date.now() - current.lastUsedAt.getTime() > ROTATION_GRACE_MS) {
    await revokeFamily(prisma, current.familyId);
    services.log.warn({ userId: current.userId, familyId: current.familyId }, "refresh token reused; session family revoked");
    throw sessionExpired();
  }
  return prisma.$transaction(async (tx) => {
    const next = await issueSession(services, tx, current.user, {
      rememberMe: current.rememberMe,
      familyId: current.familyId,
      ...meta,
    });
    // Only the first rotation records its successor; a concurrent one (within the grace) just adds a sibling.
    await tx.session.updateMany({
      where: { id: current.id, replacedById: null },
      data: { replacedById: next.session.id, lastUsedAt: new Date() },
    });
    return { ...next, user: current.user };
  });
}

export async function revokeFamily(db: Tx, familyId: string): Promise<void> {
  await db.session.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Signs a person out of every device, or every device but one sign-in. */
export async function revokeAllSessions(db: Tx, userId: string, exceptFamilyId?: string): Promise<void> {
  await db.session.updateMany({
    where: { userId, revokedAt: null, ...(exceptFamilyId ? { familyId: { not: exceptFamilyId } } : {}) },
    data: { revokedAt: new Date() },
  });
}

/** Ends the sign-in a refresh token belongs to (all its rotations). Unknown tokens are ignored. */
export async function revokeByRefreshToken(db: Tx, refreshToken: string): Promise<void> {
  const s = await db.session.findUnique({ where: { tokenHash: sha256(refreshToken) }, select: { familyId: true } });
  if (s) await revokeFamily(db, s.familyId);
}
