import crypto from "node:crypto";
import { type Cache, createInMemoryCache, useResponseCache } from "@envelop/response-cache";
import { type DocumentNode, type ExecutionResult, Kind, getOperationAST } from "graphql";
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
 * Signed-in people (and a stale or unknown access token) never touch it.
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
const MAX_ENTRIES = 1000;

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

  const plugin: Plugin<Record<string, unknown>> = {
    onPluginInit({ addPlugin }) {
      // Decides, per operation, whether the cache may be used, before the cache plugin looks.
      addPlugin({
        onExecute({ args }) {
          const ctx = args.contextValue as unknown as Context;
          const visitorLike = ctx.viewer === null || ctx.viewer?.kind === "apiToken";
          if (ctx.overWebSocket || ctx.authError || !visitorLike || !isListening()) return;
          if (!isCachedOperation(args.document, args.operationName)) return;
          started.set(ctx, generation);
          if (ctx.request) publicRequest.add(ctx.request);
        },
      });
      addPlugin(
        useResponseCache<Context>({
          cache,
          // the same answer for every caller that gets this far
          session: () => null,
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
    clear() {
      generation++;
      inner = createInMemoryCache({ max: MAX_ENTRIES });
    },
    stats: () => ({ hits, stores }),
  };
}
