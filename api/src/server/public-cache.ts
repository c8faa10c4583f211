import crypto from "node:crypto";
import { type Cache, createInMemoryCache, useResponseCache } from "@envelop/response-cache";
import { type DocumentNode, type ExecutionResult, type GraphQLSchema, Kind, TypeInfo, getNamedType, getOperationAST, visit, visitWithTypeInfo } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Context } from "../graphql/context.ts";

/**
 * The shared cache of public reads: what a visitor (or a partner's API token,
 * which reads as a visitor does) gets from `opportunities` and `opportunity`
 * is the same for every such caller, so it is computed once and kept in memory
 * until the data behind it changes.
 *
 * - Emptied on commit, on every API process: the database's own change events
 *   (triggers → LISTEN, infra/realtime/listener.ts) call `clear()`. A request
 *   that was running when a change arrived does not store its answer (it may
 *   have read the old rows).
 * - Used only while this process is LISTENing: with the connection lost, a
 *   change could go unheard, so nothing is read from or written to the cache,
 *   and it is emptied when LISTEN resumes.
 * - The metering plugin runs first: a cached answer still costs its price and
 *   checks the token's scopes.
 * - Partners who poll with GET get a weak ETag on the answer's data (not on
 *   `extensions.cost`, which changes every time) and 304 Not Modified when
 *   they send it back in If-None-Match. (A POST is not a conditional request:
 *   RFC 9110 §13.1.2 would have it answer 412, which no GraphQL client expects.)
 *
 * Signed-in members and administrators have their own answers, cached apart:
 * the key holds their user id and role, so one person's answer is never
 * served to another (nor a visitor's to them). Only operations made entirely
 * of SIGNED_IN_FIELDS are cached: each reads "Opportunity", "Application",
 * "SavedOpportunity" or a user's name and e-mail, whose changes the triggers
 * announce (prisma/migrations/*_signed_in_read_cache); any other field makes
 * the operation uncached. A stale or unknown access token never touches it.
 */
export interface PublicReadCache {
  plugin: Plugin<Record<string, unknown>>;
  /** drop every cached answer (a change was committed, or LISTEN resumed) */
  clear(): void;
  /** answers served from the cache and answers stored, since the process started (tests, diagnostics) */
  stats(): { hits: number; stores: number };
}

/** Root fields whose answer to a visitor is cached; an operation with any other root field is not. */
export const CACHED_ROOT_FIELDS: ReadonlySet<string> = new Set(["opportunities", "opportunity"]);

/** Safety net only: every change empties the cache long before. */
const TTL_MS = 5 * 60_000;
/** Answers kept at most (least recently used dropped first); a page holds at most 100 rows. */
const MAX_ENTRIES = 1000;

/**
 * What a signed-in person's cached read may select, as Type.field: the member's
 * opportunities page (own application and bookmark included) and the
 * administrators' applications page. Every one reads only tables whose changes
 * empty the cache. `__typename` is allowed anywhere.
 */
export const SIGNED_IN_FIELDS: ReadonlySet<string> = new Set([
  "Query.opportunities",
  "Query.applications",
  ...["QueryOpportunitiesConnection", "QueryApplicationsConnection"].flatMap((c) => [`${c}.totalCount`, `${c}.edges`, `${c}.pageInfo`]),
  ...["QueryOpportunitiesConnectionEdge", "QueryApplicationsConnectionEdge"].flatMap((e) => [`${e}.cursor`, `${e}.node`]),
  ...["hasNextPage", "hasPreviousPage", "startCursor", "endCursor"].map((f) => `PageInfo.${f}`),
  ...[
    "id",
    "title",
    "description",
    "country",
    "sector",
    "type",
    "organization",
    "location",
    "budget",
    "currency",
    "deadline",
    "requirements",
    "status",
    "featured",
    "imageUrl",
    "applicationCount",
    "createdAt",
    "updatedAt",
    "myApplication",
    "savedByMe",
  ].map((f) => `Opportunity.${f}`),
  ...["id", "status", "message", "createdAt", "updatedAt", "decidedAt", "opportunity", "applicant"].map((f) => `Application.${f}`),
  ...["id", "fullName", "email"].map((f) => `User.${f}`),
]);

const signedInVerdicts = new WeakMap<DocumentNode, boolean>();

/** True for a query document (every operation and fragment in it) that selects only SIGNED_IN_FIELDS. */
export function isSignedInCachedOperation(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): boolean {
  if (getOperationAST(document, operationName)?.operation !== "query") return false;
  const known = signedInVerdicts.get(document);
  if (known !== undefined) return known;
  const typeInfo = new TypeInfo(schema);
  let ok = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === "__typename") return;
        const parent = typeInfo.getParentType();
        if (!parent || !SIGNED_IN_FIELDS.has(`${getNamedType(parent).name}.${node.name.value}`)) ok = false;
      },
    }),
  );
  signedInVerdicts.set(document, ok);
  return ok;
}

/** True for a query whose root fields are all cacheable (no fragments at the root, no introspection). */
export function isCachedOperation(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== "query") return false;
  const selections = operation.selectionSet.selections;
  return selections.length > 0 && selections.every((s) => s.kind === Kind.FIELD && CACHED_ROOT_FIELDS.has(s.name.value));
}

const etagByData = new WeakMap<object, string>();

/** A weak validator of the answer's data and errors (hashed once per cached answer). */
function etagOf(result: ExecutionResult): string | null {
  const data = result.data;
  if (!data || result.errors?.length) return null;
  let tag = etagByData.get(data);
  if (!tag) {
    tag = `W/"${crypto.createHash("sha256").update(JSON.stringify(data)).digest("base64url").slice(0, 27)}"`;
    etagByData.set(data, tag);
  }
  return tag;
}

/** Does If-None-Match (a list, or `*`) name this tag? Weak comparison, as RFC 9110 §13.1.2 asks. */
export function ifNoneMatchHas(header: string | null, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, "");
  return header.split(",").some((t) => opaque(t) === opaque(tag));
}

export function createPublicReadCache(isListening: () => boolean): PublicReadCache {
  let inner: Cache = createInMemoryCache({ max: MAX_ENTRIES });
  let generation = 0;
  /** per request: cacheable, and the generation it started in */
  const started = new WeakMap<object, number>();
  /** per HTTP request: its answer was a public read */
  const publicRequest = new WeakSet<Request>();
  /** per HTTP GET: the tag its answer carries */
  const etagOfRequest = new WeakMap<Request, string>();

  let hits = 0;
  let stores = 0;
  const cache: Cache = {
    get: async (key) => {
      const found = await inner.get(key);
      if (found) hits++;
      return found;
    },
    set: (key, value, entities, ttl) => {
      stores++;
      return inner.set(key, value, entities, ttl);
    },
    invalidate: (entities) => inner.invalidate(entities),
  };

  const usable = (context: Context): boolean => started.has(context);
  const clear = () => {
    generation++;
    inner = createInMemoryCache({ max: MAX_ENTRIES });
  };

  const plugin: Plugin<Record<string, unknown>> = {
    onPluginInit({ addPlugin }) {
      // Decides, per operation, whether the cache may be used, before the cache plugin looks.
      addPlugin({
        onExecute({ args }) {
          // A mutation of this process empties the cache before it answers: the person who just
          // applied or saved reads their own change next, even before its event arrives (another
          // process hears of it on the event, milliseconds after the commit).
          if (getOperationAST(args.document, args.operationName)?.operation === "mutation") return { onExecuteDone: clear };
          const ctx = args.contextValue as unknown as Context;
          if (ctx.overWebSocket || ctx.authError || !isListening()) return;
          if (ctx.viewer?.kind === "user") {
            if (isSignedInCachedOperation(args.schema, args.document, args.operationName)) started.set(ctx, generation);
            return;
          }
          if (!isCachedOperation(args.document, args.operationName)) return;
          started.set(ctx, generation);
          if (ctx.request) publicRequest.add(ctx.request);
        },
      });
      addPlugin(
        useResponseCache<Context>({
          cache,
          // a visitor's answer is everyone's; a signed-in person's is theirs, in their current role
          session: (ctx) => (ctx.viewer?.kind === "user" ? `user:${ctx.viewer.id}:${ctx.viewer.role}` : null),
          enabled: usable,
          ttl: TTL_MS,
          // mutations never run through it (enabled is false for them), and the events invalidate
          invalidateViaMutation: false,
          // an answer computed while a change arrived may hold the old rows: not kept
          onTtl: ({ ttl, context }) => (started.get(context) === generation && isListening() ? ttl : 0),
        }) as Plugin<Record<string, unknown>>,
      );
    },
    onResultProcess({ request, result, setResultProcessor }) {
      if (!publicRequest.has(request) || Array.isArray(result) || !result || typeof result !== "object" || Symbol.asyncIterator in result) return;
      const tag = etagOf(result as ExecutionResult);
      if (!tag) return;
      // 304 for a client that already holds this answer; otherwise the usual JSON, tagged.
      if (request.method !== "GET") return;
      if (ifNoneMatchHas(request.headers.get("if-none-match"), tag)) {
        setResultProcessor(
          (_result, fetchAPI) => new fetchAPI.Response(null, { status: 304, headers: { ETag: tag, "Cache-Control": "no-cache", Vary: "Authorization" } }),
          "application/json",
        );
        return;
      }
      etagOfRequest.set(request, tag);
    },
    onResponse({ request, response }) {
      const tag = etagOfRequest.get(request);
      if (!tag || response.status !== 200) return;
      response.headers.set("ETag", tag);
      // may be stored, but asked about again each time (the data can change at any commit)
      response.headers.set("Cache-Control", "no-cache");
      response.headers.append("Vary", "Authorization");
    },
  };

  return {
    plugin,
    clear,
    stats: () => ({ hits, stores }),
  };
}
