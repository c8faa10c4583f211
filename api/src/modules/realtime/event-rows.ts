import type { Db } from "../../db/prisma.ts";

/**
 * Loads the row behind one realtime event once for all its subscribers.
 *
 * Every subscriber of `opportunityEvents` resolves the same event object with
 * its own Pothos query: the same shared selection, plus per-viewer relation
 * selections (`applications`/`savedBy` filtered on the viewer's user id, from
 * myApplication and savedByMe). Run one by one that is one Prisma query per
 * subscriber per event (1,000 subscribers: 1,000 queries for one insert).
 *
 * Here the requests made for the same event in the same turn of the event loop
 * are grouped by everything that is *not* the viewer's id (the shared query, the
 * visibility filter, the per-viewer selections without their user id). Each
 * group runs one query for the row and one per per-viewer relation
 * (`userId IN (…)`), and every subscriber gets the shared row with only its own
 * related rows. Anything this does not recognise as a per-viewer relation stays
 * in the group key, so differing selections never share a result: at worst
 * they fall back to a query per subscriber, as before.
 */

type Selection = Record<string, unknown>;
type Query = { select?: Selection; include?: Selection };

/** Relations of a row that are filtered on the viewer (`where: { userId }`), and how to load them for many viewers. */
export interface PerViewerRelation {
  /** `findMany` on the related model */
  findMany: (args: { where: Record<string, unknown>; select?: Selection; include?: Selection }) => Promise<Array<Record<string, unknown>>>;
  /** the related model's column that points at the event's row */
  parentKey: string;
}

interface RelSpec {
  name: string;
  take: number | undefined;
  nested: { select?: Selection; include?: Selection };
}

interface Request {
  userIds: Record<string, string>;
  resolve: (row: unknown) => void;
  reject: (e: unknown) => void;
}

interface Group {
  shared: Query;
  where: Record<string, unknown>;
  rels: RelSpec[];
  requests: Request[];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A relation selection of the form `{ where: { userId: "<id>" }, take?, select?|include? }`, or null. */
function perViewerPart(value: unknown): { userId: string; take: number | undefined; nested: RelSpec["nested"] } | null {
  if (!isPlainObject(value)) return null;
  const keys = Object.keys(value);
  if (!keys.every((k) => k === "where" || k === "take" || k === "select" || k === "include")) return null;
  const where = value.where;
  if (!isPlainObject(where) || Object.keys(where).length !== 1 || typeof where.userId !== "string") return null;
  const take = value.take;
  if (take !== undefined && !(Number.isInteger(take) && (take as number) > 0)) return null;
  const nested: RelSpec["nested"] = {};
  if (value.select !== undefined) {
    if (!isPlainObject(value.select)) return null;
    nested.select = value.select;
  }
  if (value.include !== undefined) {
    if (!isPlainObject(value.include)) return null;
    nested.include = value.include;
  }
  return { userId: where.userId, take: take as number | undefined, nested };
}

export class EventRowLoader {
  private readonly batches = new WeakMap<object, Map<string, Group>>();
  private readonly findFirst: (args: Query & { where: Record<string, unknown> }) => Promise<Record<string, unknown> | null>;
  private readonly relations: Record<string, PerViewerRelation>;
  /** statements run, for tests and diagnostics */
  queries = 0;

  constructor(options: {
    findFirst: (args: Query & { where: Record<string, unknown> }) => Promise<Record<string, unknown> | null>;
    relations: Record<string, PerViewerRelation>;
  }) {
    this.findFirst = options.findFirst;
    this.relations = options.relations;
  }

  /**
   * The row `where` selects, shaped as `query` asks (as `findFirst({ ...query, where })`
   * would return it). `event` is the published payload object that all the
   * event's subscribers share; it scopes the batch.
   */
  load(event: object, query: Query, where: Record<string, unknown>): Promise<unknown> {
    const container = query.select ? "select" : query.include ? "include" : null;
    const shared: Query = { ...query };
    const rels: RelSpec[] = [];
    const userIds: Record<string, string> = {};
    if (container) {
      const selection: Selection = { ...(query[container] as Selection) };
      for (const [name, value] of Object.entries(selection)) {
        if (!this.relations[name]) continue;
        const part = perViewerPart(value);
        if (!part) continue;
        delete selection[name];
        rels.push({ name, take: part.take, nested: part.nested });
        userIds[name] = part.userId;
      }
      shared[container] = selection;
    }
    const key = JSON.stringify([where, shared, rels]);
    let batch = this.batches.get(event);
    if (!batch) {
      const fresh = new Map<string, Group>();
      batch = fresh;
      this.batches.set(event, fresh);
      // Everything asked for this event in this turn of the event loop runs together.
      setImmediate(() => {
        this.batches.delete(event);
        for (const group of fresh.values()) void this.run(group);
      });
    }
    let group = batch.get(key);
    if (!group) {
      group = { shared, where, rels, requests: [] };
      batch.set(key, group);
    }
    const g = group;
    return new Promise((resolve, reject) => g.requests.push({ userIds, resolve, reject }));
  }

  private async run(group: Group): Promise<void> {
    try {
      this.queries++;
      const row = await this.findFirst({ ...group.shared, where: group.where });
      if (!row) {
        for (const r of group.requests) r.resolve(null);
        return;
      }
      const related = await Promise.all(
        group.rels.map(async (rel) => {
          const relation = this.relations[rel.name];
          const ids = [...new Set(group.requests.map((r) => r.userIds[rel.name]))];
          const nested = rel.nested.select ? { select: { ...rel.nested.select, userId: true } } : rel.nested;
          this.queries++;
          const rows = await relation.findMany({ where: { [relation.parentKey]: row.id, userId: { in: ids } }, ...nested });
          const byUser = new Map<string, Array<Record<string, unknown>>>();
          for (const item of rows) {
            const list = byUser.get(item.userId as string) ?? [];
            list.push(item);
            byUser.set(item.userId as string, list);
          }
          return byUser;
        }),
      );
      for (const r of group.requests) {
        const own: Record<string, unknown> = { ...row };
        group.rels.forEach((rel, i) => {
          const mine = related[i].get(r.userIds[rel.name]) ?? [];
          own[rel.name] = rel.take === undefined ? mine : mine.slice(0, rel.take);
        });
        r.resolve(own);
      }
    } catch (e) {
      for (const r of group.requests) r.reject(e);
    }
  }
}

/** The loader for opportunity events: myApplication and savedByMe are the per-viewer relations. */
export function opportunityEventRows(prisma: Db): EventRowLoader {
  return new EventRowLoader({
    findFirst: (args) => prisma.opportunity.findFirst(args as never) as Promise<Record<string, unknown> | null>,
    relations: {
      applications: { parentKey: "opportunityId", findMany: (args) => prisma.application.findMany(args as never) as never },
      savedBy: { parentKey: "opportunityId", findMany: (args) => prisma.savedOpportunity.findMany(args as never) as never },
    },
  });
}
