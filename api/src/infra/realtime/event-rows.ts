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
 * Here the requests made for the same event are grouped by everything that is *not* the viewer's id (the shared query, the
 * visibility filter, the per-viewer selections without their user id). Each
 * group runs one query for the row and one per per-viewer relation
 * (`userId IN (…)`), and every subscriber gets the shared row with only its own
 * related rows. Anything this does not recognise as a per-viewer relation stays
 * in the group key, so differing selections never share a result: at worst
 * they fall back to a query per subscriber, as before. A group's query starts
 * after the turn of the event loop in which its first request came; a request
 * that comes later (a busy process can spread one event's subscribers over
 * several turns) shares the row already asked for and only loads its own
 * related rows.
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
  /** the shared row, once its query has started */
  row?: Promise<Record<string, unknown> | null>;
}

interface Batch {
  groups: Map<string, Group>;
  /** a run of the groups not started yet is due in the next turn */
  scheduled: boolean;
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
  // per event payload object (shared by the event's subscribers, gone with it)
  private readonly batches = new WeakMap<object, Batch>();
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
      batch = { groups: new Map(), scheduled: false };
      this.batches.set(event, batch);
    }
    let group = batch.groups.get(key);
    if (!group) {
      group = { shared, where, rels, requests: [] };
      batch.groups.set(key, group);
    }
    if (group.row) return this.late(group, userIds);
    if (!batch.scheduled) {
      batch.scheduled = true;
      const due = batch;
      // Everything asked for this event until the next turn of the event loop runs together.
      setImmediate(() => {
        due.scheduled = false;
        for (const g of due.groups.values()) if (!g.row) void this.run(g);
      });
    }
    const g = group;
    return new Promise((resolve, reject) => g.requests.push({ userIds, resolve, reject }));
  }

  private loadRow(group: Group): Promise<Record<string, unknown> | null> {
    this.queries++;
    group.row = this.findFirst({ ...group.shared, where: group.where });
    return group.row;
  }

  /** A request that came after its group's query started: the shared row, with its own related rows. */
  private async late(group: Group, userIds: Record<string, string>): Promise<unknown> {
    const row = await group.row;
    if (!row) return null;
    const [own] = await this.attach(row, group.rels, [userIds]);
    return own;
  }

  private async run(group: Group): Promise<void> {
    const requests = group.requests;
    group.requests = [];
    try {
      const row = await this.loadRow(group);
      if (!row) {
        for (const r of requests) r.resolve(null);
        return;
      }
      const rows = await this.attach(
        row,
        group.rels,
        requests.map((r) => r.userIds),
      );
      requests.forEach((r, i) => r.resolve(rows[i]));
    } catch (e) {
      for (const r of requests) r.reject(e);
    }
  }

  /** The row for each viewer: the shared columns plus only that viewer's related rows (one query per relation). */
  private async attach(row: Record<string, unknown>, rels: RelSpec[], viewers: Array<Record<string, string>>): Promise<Array<Record<string, unknown>>> {
    const related = await Promise.all(
      rels.map(async (rel) => {
        const relation = this.relations[rel.name];
        const ids = [...new Set(viewers.map((v) => v[rel.name]))];
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
    return viewers.map((userIds) => {
      const own: Record<string, unknown> = { ...row };
      rels.forEach((rel, i) => {
        const mine = related[i].get(userIds[rel.name]) ?? [];
        own[rel.name] = rel.take === undefined ? mine : mine.slice(0, rel.take);
      });
      return own;
    });
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
