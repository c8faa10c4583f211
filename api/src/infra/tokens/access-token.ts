import crypto from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import type { Role } from "../../generated/prisma/enums.ts";

// Algorithm, issuer and audience are pinned: a token signed any other way is refused.
const ALG = "HS256";
const ISSUER = "ponte";
const AUDIENCE = "ponte-web";
/** verified tokens remembered at most (emptied when full: each is verified again once) */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface AccessClaims {
  userId: string;
  role: Role;
  sessionId?: string;
}

export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly ttlSeconds: number;
  /** a key of its own for signed download links, derived so it never equals the JWT key */
  private readonly urlKey: Buffer;
  private readonly secret: string;
  constructor(secret: string, ttlSeconds: number) {
    this.secret = secret;
    this.key = new TextEncoder().encode(secret);
    this.ttlSeconds = ttlSeconds;
    this.urlKey = crypto.createHmac("sha256", secret).update("ponte:signed-url:v1").digest();
  }

  /** A key for one purpose (`ponte:<purpose>:v1`), derived from the signing secret so it never equals the JWT key or another purpose's. */
  deriveKey(purpose: string): Buffer {
    return crypto.createHmac("sha256", this.secret).update(purpose).digest();
  }

  /**
   * A short-lived download address for a browser that cannot send the
   * Authorization header (plain links): `<path>?exp=<unix s>&sig=<HMAC>`.
   */
  signUrl(path: string, ttlSeconds: number, now = Date.now()): string {
    const exp = Math.floor(now / 1000) + ttlSeconds;
    return `${path}?exp=${exp}&sig=${this.urlSignature(path, exp)}`;
  }

  /** True when `sig` was made by signUrl for this path and `exp` has not passed. */
  verifyUrl(path: string, exp: string | null, sig: string | null, now = Date.now()): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 <= now) return false;
    const expected = Buffer.from(this.urlSignature(path, Number(exp)));
    const given = Buffer.from(sig);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  private urlSignature(path: string, exp: number): string {
    return crypto.createHmac("sha256", this.urlKey).update(`${path}\n${exp}`).digest("base64url");
  }

  /** A signed access token and the moment it stops being accepted. */
  async issue(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
    const now = Math.floor(Date.now() / 1000);
    const token = await this.sign(claims, now);
    return { token, expiresAt: new Date((now + this.ttlSeconds) * 1000) };
  }

  sign(claims: AccessClaims, issuedAt = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ role: claims.role, sid: claims.sessionId })
      .setProtectedHeader({ alg: ALG, typ: "JWT" })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
  }

  /**
   * A short-lived signed value for the server's own round trips (the OAuth
   * state cookie). Its own audience keeps it from ever passing as an access token.
   */
  signInternal(payload: Record<string, string | boolean>, audience: string, ttlSeconds: number): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: ALG, typ: "JWT" })
      .setIssuer(ISSUER)
      .setAudience(`${AUDIENCE}:${audience}`)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  async verifyInternal(token: string, audience: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALG],
        issuer: ISSUER,
        audience: `${AUDIENCE}:${audience}`,
        requiredClaims: ["exp"],
      });
      return payload as Record<string, unknown>;
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) return null;
      throw e;
    }
  }

  /**
   * Tokens this process has verified, until their `exp`: a signed-in person's
   * every request presents the same token, and jose's HMAC check goes through
   * WebCrypto's job queue (~0.2 ms of CPU per request, issue 13). Only
   * accepted tokens are kept; the key is the whole token, signature included,
   * so a changed byte is verified afresh. Revocation is the session's
   * (modules/auth/viewer.ts), which is still checked on every request.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  /** Returns the claims, or null for any invalid, expired or foreign token. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      // jose refuses a token once `exp <= now` (whole seconds)
      if (known.exp > Math.floor(Date.now() / 1000)) return known.claims;
      this.verified.delete(token);
    }
    const claims = await this.verifySignature(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.clear();
      this.verified.set(token, { claims: Object.freeze(claims.claims), exp: claims.exp });
      return claims.claims;
    }
    return null;
  }

  private async verifySignature(token: string): Promise<{ claims: AccessClaims; exp: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALG],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ["sub", "exp", "iat"],
      });
      const role = payload.role;
      if (role !== "USER" && role !== "ADMIN") return null;
      return { claims: { userId: String(payload.sub), role, sessionId: typeof payload.sid === "string" ? payload.sid : undefined }, exp: Number(payload.exp) };
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) return null;
      throw e;
    }
  }
}
