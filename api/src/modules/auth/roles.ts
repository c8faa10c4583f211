import type { Config } from "../../config/config.ts";
import type { Role } from "../../graphql/context.ts";

// The spec's rule (§6), kept for demo mode only (DESIGN.md §9.1): anyone can
// type such an address, so it must never grant rights on a real deployment.
const DEMO_ADMIN_WORDS = /admin|administrator|supervisor|manager/;

/** Demo mode: the role the spec derives from the e-mail text. */
export function demoRole(email: string, config: Config): Role | null {
  if (!config.demoMode) return null;
  return DEMO_ADMIN_WORDS.test(email) ? "ADMIN" : "USER";
}

/** ADMIN_EMAILS / ADMIN_EMAIL_DOMAINS name this address. */
export function isConfiguredAdmin(email: string, config: Config): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  return config.ADMIN_EMAILS.includes(email) || config.ADMIN_EMAIL_DOMAINS.includes(domain);
}

/**
 * The role a new account starts with. A configured administrator address is
 * granted ADMIN only once its owner has proven it (confirmation or reset
 * link, or a provider-verified OAuth e-mail): otherwise whoever registers
 * first with that address would become administrator.
 */
export function initialRole(email: string, config: Config, emailProven: boolean): Role {
  if (emailProven && isConfiguredAdmin(email, config)) return "ADMIN";
  return demoRole(email, config) ?? "USER";
}
