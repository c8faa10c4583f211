import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import DataloaderPlugin from "@pothos/plugin-dataloader";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ValidationPlugin from "@pothos/plugin-validation";
import { type GraphQLSchema, isInterfaceType, isObjectType } from "graphql";
import type { Prisma } from "../generated/prisma/client.ts";
import type PrismaTypes from "../generated/pothos-types.ts";
import { getDatamodel } from "../generated/pothos-types.ts";
import type { Context } from "./context.ts";
import { AppError, forbidden, unauthenticated } from "./errors.ts";
import { decodeNodeId } from "./node-id.ts";

type ArgMapper = PothosOutputFieldConfig<SchemaTypes>["argMappers"][number];
const DEFERRED = "ponteDeferredArgMappers";

/**
 * Authorisation before input checks. Pothos runs every plugin's argument
 * mappers (the validation plugin's rules, the relay plugin's global-id
 * decoding) before any resolver wrapper, so scope-auth would only see a
 * call after its input was judged: an anonymous caller would learn the
 * API's input rules, with the wrong code. This plugin takes those mappers
 * off the field and runs them inside scope-auth's wrapper instead: the
 * scopes are checked first, then the input, then the resolver.
 * Its place in `plugins` matters: after ScopeAuthPlugin (so its wrapper is
 * inside scope-auth's) and before the plugins that add mappers (their field
 * configs are built first, so it sees their mappers).
 */
class AuthBeforeInputPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (fieldConfig.argMappers.length === 0) return fieldConfig;
    return { ...fieldConfig, argMappers: [], extensions: { ...fieldConfig.extensions, [DEFERRED]: fieldConfig.argMappers } };
  }

  private mapped<F extends (parent: unknown, args: object, ctx: object, info: never) => unknown>(inner: F, fieldConfig: PothosOutputFieldConfig<Types>): F {
    const mappers = fieldConfig.extensions?.[DEFERRED] as ArgMapper[] | undefined;
    if (!mappers?.length) return inner;
    return (async (parent: unknown, args: object, ctx: object, info: never) => {
      let mappedArgs = args as Record<string, unknown>;
      for (const mapper of mappers) mappedArgs = await mapper(mappedArgs, ctx as never, info);
      return inner(parent, mappedArgs, ctx, info);
    }) as unknown as F;
  }

  override wrapResolve(resolver: Parameters<BasePlugin<Types>["wrapResolve"]>[0], fieldConfig: PothosOutputFieldConfig<Types>) {
    return this.mapped(resolver as never, fieldConfig) as typeof resolver;
  }

  override wrapSubscribe(subscribe: Parameters<BasePlugin<Types>["wrapSubscribe"]>[0], fieldConfig: PothosOutputFieldConfig<Types>) {
    return subscribe ? (this.mapped(subscribe as never, fieldConfig) as typeof subscribe) : subscribe;
  }

  // The prisma plugin plans nested selections by reading each field's
  // `pothosArgMappers` (decoded global ids, validated values): give them back
  // there once the resolvers are built, so planning sees the same arguments.
  override afterBuild(schema: GraphQLSchema): GraphQLSchema {
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) && !isInterfaceType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const deferred = field.extensions?.[DEFERRED];
        if (deferred) (field.extensions as Record<string, unknown>).pothosArgMappers = deferred;
      }
    }
    return schema;
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      authBeforeInput: AuthBeforeInputPlugin<Types>;
    }
  }
}
SchemaBuilder.registerPlugin("authBeforeInput", AuthBeforeInputPlugin);

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
    /** an uploaded file (GraphQL multipart request); registered in infra/media/file-scalar.ts */
    File: { Input: File; Output: never };
  };
}>({
  defaultFieldNullability: false,
  // order matters: see AuthBeforeInputPlugin
  plugins: [ScopeAuthPlugin, "authBeforeInput", PrismaPlugin, RelayPlugin, ValidationPlugin, DataloaderPlugin],
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
    // every id argument is decoded here (graphql/node-id.ts)
    decodeGlobalID: (globalID) => decodeNodeId(globalID),
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
