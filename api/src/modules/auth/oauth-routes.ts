import crypto from "node:crypto";
import type http from "node:http";
import type { User } from "../../generated/prisma/client.ts";
import type { AppServices } from "../../graphql/context.ts";
import { registerRoute } from "../../infra/http/routes.ts";
import { cancelPendingDeletion } from "./deletion-cancel.ts";
import { parseCookies, serializeCookie } from "./cookies.ts";
import { normalizeEmail } from "./credentials.ts";
import { publicOrigin } from "./links.ts";
import { isEnabled, type ProviderName, type ProviderSettings, providerSettings } from "./oauth-providers.ts";
import { oauthLinkConfirmationMail } from "./auth-mails.ts";
import { notifyLinked } from "./oauth-linking.ts";
import { createOneTimeToken, OAUTH_LINK_TTL_MS } from "./one-time-tokens.ts";
import { markEmailProven } from "./registration.ts";
import { sendInBackground } from "./request-meta.ts";
import { initialRole } from "./roles.ts";
import { issueSession, randomToken, refreshCookie } from "./sessions.ts";

/**
 * Sign-in with Google and Facebook: the authorization-code flow with PKCE
 * (S256) and a state value, both kept in a short-lived signed HttpOnly
 * cookie. The browser always ends on the web app's /auth/callback page, with
 * `status=success` (the refresh cookie is set) or an `error`.
 */
const STATE_COOKIE = "ponte_oauth";
const STATE_AUDIENCE = "oauth-state";
const STATE_TTL_SECONDS = 600;
const PROVIDER_TIMEOUT_MS = 10_000;

class OAuthFailure extends Error {}

/** Registered with each provider: PUBLIC_URL/auth/<provider>/callback, never built from request headers. */
const redirectUriOf = (services: AppServices, provider: ProviderSettings) => `${publicOrigin(services.config)}/auth/${provider.slug}/callback`;

function redirect(res: http.ServerResponse, location: string, cookies: string[] = []): void {
  res.writeHead(302, { location, "cache-control": "no-store", ...(cookies.length ? { "set-cookie": cookies } : {}) });
  res.end();
}

const callbackPage = (params: Record<string, string>) => `/auth/callback?${new URLSearchParams(params)}`;

const secure = (services: AppServices) => services.config.PUBLIC_URL?.startsWith("https:") ?? false;
const stateCookie = (services: AppServices, value: string, maxAge: number) =>
  serializeCookie(STATE_COOKIE, value, { path: "/auth/", maxAgeSeconds: maxAge, secure: secure(services) });

function findProvider(services: AppServices, slug: string): ProviderSettings {
  return providerSettings(services.config).find((p) => p.slug === slug)!;
}

async function start(services: AppServices, provider: ProviderSettings, url: URL, res: http.ServerResponse) {
  if (!isEnabled(provider)) {
    return redirect(res, callbackPage({ error: "provider_not_enabled", provider: provider.slug }));
  }
  const state = randomToken(24);
  const verifier = randomToken(48);
  const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
  const remember = url.searchParams.get("remember") === "1" || url.searchParams.get("remember") === "true";
  const signed = await services.tokens.signInternal({ p: provider.name, s: state, v: verifier, r: remember }, STATE_AUDIENCE, STATE_TTL_SECONDS);

  const target = new URL(provider.authUrl);
  const params: Record<string, string> = {
    client_id: provider.clientId!,
    redirect_uri: redirectUriOf(services, provider),
    response_type: "code",
    scope: provider.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
    ...provider.extraAuthParams,
  };
  for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
  redirect(res, target.href, [stateCookie(services, signed, STATE_TTL_SECONDS)]);
}

interface ProviderProfile {
  id: string;
  email: string;
  /** the provider says it checked the address (Google's and OpenID's email_verified) */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

async function fetchJson(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), redirect: "error" });
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !body || typeof body !== "object") throw new OAuthFailure(`${what} failed (HTTP ${res.status})`);
  return body;
}

async function exchange(provider: ProviderSettings, code: string, verifier: string, redirectUri: string): Promise<ProviderProfile> {
  const token = await fetchJson(
    provider.tokenUrl,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: provider.clientId!,
        client_secret: provider.clientSecret!,
        code_verifier: verifier,
      }),
    },
    "Token exchange",
  );
  if (typeof token.access_token !== "string") throw new OAuthFailure("Token exchange returned no access token");
  const info = await fetchJson(provider.userinfoUrl, { headers: { authorization: `Bearer ${token.access_token}`, accept: "application/json" } }, "Profile request");
  const id = String(info.sub ?? info.id ?? "");
  const email = typeof info.email === "string" ? normalizeEmail(info.email) : "";
  if (!id) throw new OAuthFailure("The provider returned no account id");
  if (!email) throw new OAuthFailure("The provider did not share an e-mail address");
  // Google says whether it checked the address. Facebook usually says nothing: an address
  // it does not mark verified is treated as unverified (it may belong to someone else).
  const emailVerified = info.email_verified === true || info.email_verified === "true";
  if (provider.name === "GOOGLE" && !emailVerified) {
    throw new OAuthFailure("The provider has not verified this e-mail address");
  }
  const name = typeof info.name === "string" && info.name.trim() ? info.name.trim().slice(0, 120) : null;
  const picture = typeof info.picture === "string" && /^https:\/\//.test(info.picture) ? info.picture.slice(0, 2048) : null;
  return { id, email, emailVerified, name, picture };
}

type Outcome =
  | { kind: "signed-in"; user: User }
  /** an account with this e-mail exists: its owner must confirm the link from their mailbox first */
  | { kind: "link-pending"; user: User }
  | { kind: "unverified-existing" };

/**
 * The account for this provider identity: the one linked before, else a new
 * one. An existing account with the same e-mail is never entered silently
 * (administrators included): its owner is e-mailed a link that confirms the
 * new sign-in method (oauth-linking.ts), and only a provider-verified address
 * is offered that.
 */
async function findOrCreateUser(services: AppServices, provider: ProviderName, p: ProviderProfile): Promise<Outcome> {
  return services.prisma.$transaction(async (tx) => {
    const linked = await tx.oAuthAccount.findUnique({
      where: { provider_providerAccountId: { provider, providerAccountId: p.id } },
      select: { userId: true },
    });
    if (linked) return { kind: "signed-in", user: await tx.user.findUniqueOrThrow({ where: { id: linked.userId } }) };

    const existing = await tx.user.findUnique({ where: { email: p.email } });
    if (existing) {
      if (!p.emailVerified) return { kind: "unverified-existing" };
      const token = await createOneTimeToken(tx, existing.id, "OAUTH_LINK", OAUTH_LINK_TTL_MS, {
        provider,
        providerAccountId: p.id,
        email: p.email,
      });
      const href = `${publicOrigin(services.config)}/link-account?token=${encodeURIComponent(token)}`;
      sendInBackground(services, oauthLinkConfirmationMail(existing.language, existing.email, existing.fullName, provider, href), "oauth-link");
      return { kind: "link-pending", user: existing };
    }

    const created = await tx.user.create({
      data: {
        email: p.email,
        fullName: p.name ?? p.email.slice(0, p.email.indexOf("@")),
        avatarUrl: p.picture,
        role: initialRole(p.email, services.config, p.emailVerified),
        emailConfirmedAt: p.emailVerified ? new Date() : null,
      },
    });
    await tx.oAuthAccount.create({ data: { userId: created.id, provider, providerAccountId: p.id, email: p.email } });
    // the provider vouches for the address
    if (p.emailVerified) await markEmailProven(tx, created.id, services);
    notifyLinked(services, created, provider);
    return { kind: "signed-in", user: await tx.user.findUniqueOrThrow({ where: { id: created.id } }) };
  });
}

async function callback(services: AppServices, provider: ProviderSettings, url: URL, req: http.IncomingMessage, res: http.ServerResponse) {
  const clear = stateCookie(services, "", 0);
  const fail = (error: string, description?: string) => redirect(res, callbackPage({ error, ...(description ? { error_description: description } : {}) }), [clear]);

  const providerError = url.searchParams.get("error");
  if (providerError) {
    if (providerError === "access_denied") return fail("access_denied");
    return fail("server_error", (url.searchParams.get("error_description") ?? providerError).slice(0, 200));
  }
  if (!isEnabled(provider)) return redirect(res, callbackPage({ error: "provider_not_enabled", provider: provider.slug }), [clear]);

  try {
    const cookie = parseCookies(req.headers.cookie).get(STATE_COOKIE);
    const saved = cookie ? await services.tokens.verifyInternal(cookie, STATE_AUDIENCE) : null;
    const state = url.searchParams.get("state") ?? "";
    if (!saved || saved.p !== provider.name || typeof saved.s !== "string" || typeof saved.v !== "string") {
      throw new OAuthFailure("The sign-in attempt expired or was started elsewhere; try again");
    }
    const a = Buffer.from(saved.s);
    const b = Buffer.from(state);
    if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) throw new OAuthFailure("State mismatch; try again");
    const code = url.searchParams.get("code");
    if (!code) throw new OAuthFailure("The provider returned no authorization code");

    const redirectUri = redirectUriOf(services, provider);
    const profile = await exchange(provider, code, saved.v, redirectUri);
    const outcome = await findOrCreateUser(services, provider.name, profile);
    if (outcome.kind === "unverified-existing") {
      services.log.info({ provider: provider.name }, "oauth sign-in refused: unverified e-mail of an existing account");
      return fail("email_unverified");
    }
    if (outcome.kind === "link-pending") {
      services.log.info({ userId: outcome.user.id, provider: provider.name }, "oauth link awaiting the owner's confirmation");
      return redirect(res, callbackPage({ status: "link_pending", provider: provider.slug }), [clear]);
    }
    const user = outcome.user;
    // as with a password: signing in within the grace period takes a deletion request back
    if (user.deletionRequestedAt) await cancelPendingDeletion(services.prisma, user.id);
    const issued = await issueSession(services, services.prisma, user, {
      rememberMe: saved.r === true,
      userAgent: req.headers["user-agent"] ?? null,
      ipAddress: req.socket.remoteAddress ?? null,
    });
    services.log.info({ userId: user.id, provider: provider.name }, "oauth sign-in");
    redirect(res, callbackPage({ status: "success" }), [clear, refreshCookie(services.config, issued)]);
  } catch (err) {
    services.log.warn({ err, provider: provider.name }, "oauth sign-in failed");
    const description = err instanceof OAuthFailure ? err.message : "Sign-in with the provider failed";
    fail("server_error", description);
  }
}

registerRoute({
  method: "GET",
  path: /^\/auth\/(google|facebook)\/start$/,
  handle: ({ res, url, match, services }) => start(services, findProvider(services, match[1]), url, res),
});

registerRoute({
  method: "GET",
  path: /^\/auth\/(google|facebook)\/callback$/,
  handle: ({ req, res, url, match, services }) => callback(services, findProvider(services, match[1]), url, req, res),
});
