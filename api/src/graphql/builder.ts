import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ValidationPlugin from "@pothos/plugin-validation";
import type { Prisma } from "../generated/prisma/client.ts";
import type PrismaTypes from "../generated/pothos-types.ts";
import { getDatamodel } from "../generated/pothos-types.ts";
import type { Context } from "./context.ts";
import { AppError, forbidden, unauthenticated } from "./errors.ts";

export interface AuthScopes {
  /** anyone, signed in or not */
  public: boolean;
  /** a signed-in person (member or admin) */
  user: boolean;
  /** a signed-in administrator */
  admin: boolean;
  /** a partner API token carrying the given scope, e.g. "opportunities:read" */
  apiScope: string;
}

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: Date; Output: Date };
    Decimal: { Input: string; Output: Prisma.Decimal | string | number };
    JSON: { Input: unknown; Output: unknown };
    /** an uploaded file (GraphQL multipart request); registered in modules/media/file-scalar.ts */
    File: { Input: File; Output: never };
  };
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ValidationPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      public: true,
      user: ctx.viewer?.kind === "user",
      admin: ctx.viewer?.kind === "user" && ctx.viewer.role === "ADMIN",
      apiScope: (scope) => ctx.viewer?.kind === "apiToken" && ctx.viewer.scopes.includes(scope),
    }),
    // A refused access token says so (the web app then refreshes its session).
    unauthorizedError: (_parent, ctx) => ctx.authError ?? (ctx.viewer ? forbidden() : unauthenticated()),
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    defaultConnectionSize: 20,
    maxConnectionSize: 100,
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
  validation: {
    validationError: (result) =>
      new AppError("BAD_USER_INPUT", "Invalid input", {
        reason: "VALIDATION_FAILED",
        issues: result.issues.map((i) => ({
          field: (i.path ?? []).map((p) => (typeof p === "object" ? String(p.key) : String(p))).join("."),
          reason: i.message,
        })),
      }),
  },
});
