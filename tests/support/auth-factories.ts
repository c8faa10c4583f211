import fs from "node:fs";
import path from "node:path";
import type { GqlResult, TestApp } from "./test-app.ts";

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) { accessToken accessTokenExpiresAt user { id email role fullName } }
  }
`;
export const REFRESH = /* GraphQL */ `
  mutation Refresh { refreshSession { accessToken accessTokenExpiresAt user { id email } } }
`;
export const SIGN_OUT = /* GraphQL */ `mutation SignOut { signOut }`;
export const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) { emailConfirmationRequired user { id email role fullName country sector organization language } }
  }
`;
export const ME = /* GraphQL */ `query Me { me { id email role } }`;

/** The Set-Cookie values of a response, by cookie name. */
export function setCookies(headers: Headers): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of headers.getSetCookie()) out.set(c.slice(0, c.indexOf("=")), c);
  return out;
}

/** The value a browser would send back for a Set-Cookie line. */
export const cookieValue = (setCookie: string | undefined): string => decodeURIComponent((setCookie ?? "").split(";")[0].split("=").slice(1).join("="));

export interface SignedIn {
  res: GqlResult;
  accessToken: string;
  /** the ponte_rt refresh token */
  refreshToken: string;
  setCookie: string;
}

export async function signIn(t: TestApp, email: string, password: string, opts: { rememberMe?: boolean } = {}): Promise<SignedIn> {
  const res = await t.gql(SIGN_IN, { input: { email, password, country: "AO", rememberMe: opts.rememberMe ?? false } });
  const setCookie = setCookies(res.headers).get("ponte_rt") ?? "";
  return { res, accessToken: res.data?.signIn?.accessToken, refreshToken: cookieValue(setCookie), setCookie };
}

/** refreshSession with the given refresh cookie (as the browser would send it). */
export async function refresh(t: TestApp, refreshToken: string) {
  const res = await t.gql(REFRESH, {}, { headers: { cookie: `ponte_rt=${encodeURIComponent(refreshToken)}` } });
  const setCookie = setCookies(res.headers).get("ponte_rt");
  return { res, setCookie, refreshToken: cookieValue(setCookie), accessToken: res.data?.refreshSession?.accessToken as string };
}

/** Every counter reset, so one test's failures do not throttle the next. */
export async function clearRateLimits(t: TestApp): Promise<void> {
  await t.prisma.rateLimitBucket.deleteMany({});
  await t.prisma.signInThrottle.deleteMany({});
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links. */
function decodeQuotedPrintable(s: string): string {
  const joined = s.replace(/=\r?\n/g, "");
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
}

/**
 * Waits for a mail to `to` in the dev outbox whose text contains `marker`
 * (mails are sent in the background) and returns its decoded source.
 */
export async function waitForMail(outboxDir: string, to: string, marker: string, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(outboxDir)
      ? fs
          .readdirSync(outboxDir)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse()
      : [];
    for (const f of files) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(outboxDir, f), "utf8"));
      if (text.includes(`To: ${to}`) && text.includes(marker)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} containing ${marker} in ${outboxDir}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The token of the first `<path>?token=…` link in a mail. */
export function linkToken(mail: string, pathname: string): string {
  const m = new RegExp(`${pathname.replace(/[/]/g, "\\/")}\\?token=([A-Za-z0-9_%-]+)`).exec(mail);
  if (!m) throw new Error(`no ${pathname} link in mail`);
  return decodeURIComponent(m[1]);
}

/** Every mail in the outbox addressed to `to`. */
export function mailsTo(outboxDir: string, to: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(outboxDir, f), "utf8")))
    .filter((text) => text.includes(`To: ${to}`));
}
