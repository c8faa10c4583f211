import * as E from "../../generated/prisma/enums.ts";
import { builder } from "../../graphql/builder.ts";
import { RoleEnum } from "../../infra/common/schema.ts";
import { DEMO_ACCOUNTS } from "./demo-accounts.ts";
import { isEnabled, providerSettings } from "./oauth-providers.ts";

export const OAuthProviderEnum = builder.enumType(E.OAuthProvider, { name: "OAuthProvider" });

const DemoAccount = builder.objectRef<{ role: E.Role; email: string; password: string }>("DemoAccount").implement({
  authScopes: { public: true },
  fields: (t) => ({
    role: t.expose("role", { type: RoleEnum }),
    email: t.exposeString("email"),
    password: t.exposeString("password"),
  }),
});

const AuthSettings = builder
  .objectRef<{ demoMode: boolean; emailConfirmationRequired: boolean; demoAccounts: (typeof DEMO_ACCOUNTS)[number][] }>("AuthSettings")
  .implement({
    authScopes: { public: true },
    fields: (t) => ({
      /** the spec's role-by-e-mail rule, login tip and demo accounts apply (DESIGN.md §9.1) */
      demoMode: t.exposeBoolean("demoMode"),
      emailConfirmationRequired: t.exposeBoolean("emailConfirmationRequired"),
      /** the seeded demo accounts; empty outside demo mode */
      demoAccounts: t.field({ type: [DemoAccount], resolve: (s) => s.demoAccounts }),
    }),
  });

const AuthProviderInfo = builder.objectRef<{ provider: (typeof E.OAuthProvider)[keyof typeof E.OAuthProvider]; enabled: boolean }>("AuthProviderInfo").implement({
  authScopes: { public: true },
  fields: (t) => ({
    provider: t.expose("provider", { type: OAuthProviderEnum }),
    /** client id and secret are configured; sign-in starts at /auth/<provider>/start */
    enabled: t.exposeBoolean("enabled"),
  }),
});

builder.queryFields((t) => ({
  authSettings: t.field({
    type: AuthSettings,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ({
      demoMode: ctx.config.demoMode,
      emailConfirmationRequired: ctx.config.EMAIL_CONFIRMATION_REQUIRED,
      demoAccounts: ctx.config.demoMode ? [...DEMO_ACCOUNTS] : [],
    }),
  }),
  authProviders: t.field({
    type: [AuthProviderInfo],
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => providerSettings(ctx.config).map((p) => ({ provider: p.name, enabled: isEnabled(p) })),
  }),
}));
