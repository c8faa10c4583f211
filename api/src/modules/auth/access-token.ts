import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import type { Role } from "../../graphql/context.ts";

// Algorithm, issuer and audience are pinned: a token signed any other way is refused.
const ALG = "HS256";
const ISSUER = "ponte";
const AUDIENCE = "ponte-web";

export interface AccessClaims {
  userId: string;
  role: Role;
  sessionId?: string;
}

export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly ttlSeconds: number;
  constructor(secret: string, ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
    this.ttlSeconds = ttlSeconds;
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, sid: claims.sessionId })
      .setProtectedHeader({ alg: ALG, typ: "JWT" })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Returns the claims, or null for any invalid, expired or foreign token. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALG],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ["sub", "exp", "iat"],
      });
      const role = payload.role;
      if (role !== "USER" && role !== "ADMIN") return null;
      return { userId: String(payload.sub), role, sessionId: typeof payload.sid === "string" ? payload.sid : undefined };
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) return null;
      throw e;
    }
  }
}
