import { professionalFilterRules } from "@ponte/contracts/network";
import { encodeGlobalID } from "@pothos/plugin-relay";
import * as E from "../../generated/prisma/enums.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { matchingIds, type SearchScope } from "../../infra/search/text-search.ts";
import { builder } from "../../graphql/builder.ts";
import { viewerUserId } from "../../graphql/context.ts";
import { badInput, conflict, notFound, statusConflict } from "../../graphql/errors.ts";
import { UserRef } from "../users/user.ts";
import type { JobQueue } from "../../infra/jobs/job-queue.ts";
import { queueEmail } from "../email-notifications/email-jobs.ts";
import { CountryEnum, SectorEnum } from "../../infra/common/schema.ts";
import { PublicProfileRef } from "./public-profile.ts";

export const ConnectionStatusEnum = builder.enumType(E.ConnectionStatus, { name: "ConnectionStatus" });
const ConnectionDirectionEnum = builder.enumType("ConnectionDirection", {
  values: { INCOMING: {}, OUTGOING: {} } as const,
});

const me = (ctx: Parameters<typeof viewerUserId>[0]) => viewerUserId(ctx)!;

/** A link between two people; only the two of them (and administrators) can read it. */
export const ConnectionRef = builder.prismaNode("Connection", {
  id: { field: "id" },
  authScopes: (c, ctx) => c.requesterId === viewerUserId(ctx) || c.addresseeId === viewerUserId(ctx) || { admin: true },
  fields: (t) => ({
    status: t.expose("status", { type: ConnectionStatusEnum }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    respondedAt: t.expose("respondedAt", { type: "DateTime", nullable: true }),
    /** whether the viewer received (INCOMING) or sent (OUTGOING) the request */
    direction: t.field({
      type: ConnectionDirectionEnum,
      resolve: (c, _a, ctx) => (c.addresseeId === viewerUserId(ctx) ? "INCOMING" : "OUTGOING"),
    }),
    /** the other person's public profile */
    person: t.field({
      type: PublicProfileRef,
      select: (_args, _ctx, nested) => ({ requester: nested(true), addressee: nested(true) }),
      resolve: (c, _a, ctx) => (c.requesterId === viewerUserId(ctx) ? c.addressee : c.requester),
    }),
  }),
});

/** The one row two people may share, whoever asked. */
function pairOf(a: string, b: string): Prisma.ConnectionWhereInput {
  return {
    OR: [
      { requesterId: a, addresseeId: b },
      { requesterId: b, addresseeId: a },
    ],
  };
}

/** The row changed between reading and writing it: decide again. */
class PairChanged extends Error {}

/** A unique-index violation (here: the pair index, when two requests cross). */
function isUniqueViolation(e: unknown): boolean {
  for (let c: unknown = e, i = 0; c && typeof c === "object" && i < 5; i++) {
    const f = c as { code?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } }; cause?: unknown };
    const adapter = f.meta?.driverAdapterError?.cause;
    if (f.code === "P2002" || f.code === "23505" || adapter?.kind === "UniqueConstraintViolation" || adapter?.originalCode === "23505") return true;
    c = f.cause;
  }
  return false;
}

/** Runs a pair decision again when a concurrent request won the race (a few times at most). */
async function withPairRetry<T>(decide: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await decide();
    } catch (e) {
      if (attempt >= 4 || !(e instanceof PairChanged || isUniqueViolation(e))) {
        if (e instanceof PairChanged) throw conflict("The connection changed meanwhile; try again", "CONCURRENT_CHANGE");
        throw e;
      }
    }
  }
}

function partyOf(userId: string): Prisma.ConnectionWhereInput {
  return { OR: [{ requesterId: userId }, { addresseeId: userId }] };
}

interface CountryCount {
  country: string;
  count: number;
}
const CountryCountRef = builder.objectRef<CountryCount>("ConnectionCountryCount").implement({
  authScopes: { user: true },
  fields: (t) => ({
    country: t.field({ type: CountryEnum, resolve: (c) => c.country as never }),
    count: t.exposeInt("count"),
  }),
});
const ConnectionStatsRef = builder.objectRef<{ total: number; pendingIncoming: number; byCountry: CountryCount[] }>("ConnectionStats").implement({
  authScopes: { user: true },
  fields: (t) => ({
    /** accepted connections */
    total: t.exposeInt("total"),
    /** requests waiting for the viewer's answer */
    pendingIncoming: t.exposeInt("pendingIncoming"),
    /** accepted connections by the other person's country; Angola, Namibia and South Africa always listed */
    byCountry: t.field({ type: [CountryCountRef], resolve: (s) => s.byCountry }),
  }),
});

const ProfessionalFilter = builder.inputType("ProfessionalFilter", {
  fields: (t) => ({
    /** part of the person's name, case-insensitive */
    search: t.string({ required: false, validate: professionalFilterRules.search }),
    sector: t.field({ type: SectorEnum, required: false }),
    country: t.field({ type: CountryEnum, required: false }),
    organization: t.string({ required: false, validate: professionalFilterRules.organization }),
  }),
});

async function professionalWhere(
  db: SearchScope,
  viewerId: string,
  filter: { search?: string | null; sector?: string | null; country?: string | null; organization?: string | null } | null | undefined,
): Promise<Prisma.UserWhereInput> {
  const where: Prisma.UserWhereInput = { NOT: { id: viewerId }, role: "USER" };
  const q = filter?.search?.trim();
  // accents, case and wildcards ignored (infra/search/text-search.ts)
  const ids = (columns: string[], term: string) => matchingIds(db, { from: `"User" u`, id: `u."id"`, columns }, term);
  const AND: Prisma.UserWhereInput[] = [];
  if (q) AND.push({ id: { in: await ids([`u."fullName"`], q) } });
  if (filter?.sector) where.sector = filter.sector as Prisma.UserWhereInput["sector"];
  if (filter?.country) where.country = filter.country as Prisma.UserWhereInput["country"];
  const org = filter?.organization?.trim();
  if (org) AND.push({ id: { in: await ids([`u."organization"`], org) } });
  if (AND.length) where.AND = AND;
  return where;
}

builder.queryFields((t) => ({
  /** The viewer's connections with the given status (accepted by default), newest first. */
  myConnections: t.prismaConnection(
    {
      type: ConnectionRef,
      cursor: "id",
      authScopes: { user: true },
      args: { status: t.arg({ type: ConnectionStatusEnum, required: false, defaultValue: "ACCEPTED" }) },
      totalCount: (_p, args, ctx) => ctx.prisma.connection.count({ where: { ...partyOf(me(ctx)), status: args.status ?? "ACCEPTED" } }),
      resolve: (query, _p, args, ctx) =>
        ctx.prisma.connection.findMany({
          ...query,
          where: { ...partyOf(me(ctx)), status: args.status ?? "ACCEPTED" },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }),
    },
    { authScopes: { user: true } },
    { authScopes: { user: true } },
  ),
  /** Requests other people sent to the viewer that await an answer, newest first. */
  incomingConnectionRequests: t.prismaConnection(
    {
      type: ConnectionRef,
      cursor: "id",
      authScopes: { user: true },
      totalCount: (_p, _a, ctx) => ctx.prisma.connection.count({ where: { addresseeId: me(ctx), status: "PENDING" } }),
      resolve: (query, _p, _a, ctx) =>
        ctx.prisma.connection.findMany({
          ...query,
          where: { addresseeId: me(ctx), status: "PENDING" },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }),
    },
    { authScopes: { user: true } },
    { authScopes: { user: true } },
  ),
  /** Counts for the network tab: accepted connections in total and per country. */
  connectionStats: t.field({
    type: ConnectionStatsRef,
    authScopes: { user: true },
    resolve: async (_r, _a, ctx) => {
      const viewer = me(ctx);
      const [accepted, pendingIncoming] = await Promise.all([
        ctx.prisma.connection.findMany({
          where: { ...partyOf(viewer), status: "ACCEPTED" },
          select: { requesterId: true, requester: { select: { country: true } }, addressee: { select: { country: true } } },
        }),
        ctx.prisma.connection.count({ where: { addresseeId: viewer, status: "PENDING" } }),
      ]);
      const counts = new Map<string, number>([
        ["AO", 0],
        ["NA", 0],
        ["ZA", 0],
      ]);
      for (const c of accepted) {
        const country = (c.requesterId === viewer ? c.addressee : c.requester).country;
        counts.set(country, (counts.get(country) ?? 0) + 1);
      }
      return {
        total: accepted.length,
        pendingIncoming,
        byCountry: [...counts].map(([country, count]) => ({ country, count })),
      };
    },
  }),
  /** Other members the viewer can connect with (never the viewer; public profile only). */
  searchProfessionals: t.prismaConnection(
    {
      type: PublicProfileRef,
      cursor: "id",
      authScopes: { user: true },
      args: { filter: t.arg({ type: ProfessionalFilter, required: false }) },
      totalCount: async (_p, args, ctx) => ctx.prisma.user.count({ where: await professionalWhere(ctx, me(ctx), args.filter) }),
      resolve: async (query, _p, args, ctx) =>
        ctx.prisma.user.findMany({
          ...query,
          where: await professionalWhere(ctx, me(ctx), args.filter),
          orderBy: [{ fullName: "asc" }, { id: "asc" }],
        }),
    },
    { authScopes: { user: true } },
    { authScopes: { user: true } },
  ),
}));

/** In-app notification and e-mail (queued in the same transaction) to the person a request is for or whose request was accepted. */
async function notifyConnection(tx: Prisma.TransactionClient, jobs: JobQueue, to: string, connectionId: string, fromId: string, kind: "REQUESTED" | "ACCEPTED") {
  const from = await tx.user.findUniqueOrThrow({ where: { id: fromId }, select: { fullName: true } });
  await tx.notification.create({ data: { userId: to, type: "CONNECTION", data: { connectionId, fromName: from.fullName, kind } } });
  await queueEmail(jobs, { userId: to, content: { kind: kind === "REQUESTED" ? "CONNECTION_REQUESTED" : "CONNECTION_ACCEPTED", fromName: from.fullName } }, tx);
}

builder.mutationFields((t) => ({
  /**
   * Asks another member to connect. If that person had already asked the
   * viewer, this accepts their request instead of creating a second one.
   */
  sendConnectionRequest: t.prismaField({
    type: ConnectionRef,
    authScopes: { user: true },
    args: { userId: t.arg.globalID({ for: UserRef, required: true }) },
    resolve: async (query, _r, { userId }, ctx) => {
      const viewer = me(ctx);
      const target = userId.id;
      if (target === viewer) throw badInput("You cannot connect with yourself", "SELF_CONNECTION");
      // One row per pair of people, whichever way round (a unique index on the
      // unordered pair). Crossing requests race: the one whose insert loses
      // to the index starts over, finds the other's pending request and
      // accepts it. A row that changed under us (answered meanwhile) also
      // starts the decision over.
      const id = await withPairRetry(() =>
        ctx.prisma.$transaction(async (tx) => {
          // Administrators are staff, not members of the network: the
          // professionals search does not list them, so they cannot be asked either.
          const exists = await tx.user.findUnique({ where: { id: target }, select: { id: true, role: true } });
          if (!exists || exists.role === "ADMIN") throw notFound("User");
          const row = await tx.connection.findFirst({ where: pairOf(viewer, target) });
          if (row?.status === "ACCEPTED") throw conflict("Already connected", "ALREADY_CONNECTED");
          if (row?.status === "PENDING" && row.requesterId === viewer) throw conflict("Request already sent", "REQUEST_PENDING");
          if (row?.status === "PENDING") {
            // They asked first: this answers their request.
            const { count } = await tx.connection.updateMany({
              where: { id: row.id, status: "PENDING" },
              data: { status: "ACCEPTED", respondedAt: new Date() },
            });
            if (count === 0) throw new PairChanged();
            await notifyConnection(tx, ctx.jobs, target, row.id, viewer, "ACCEPTED");
            return row.id;
          }
          if (row) {
            // Declined before (either way round): the same row becomes a fresh request from the viewer.
            const { count } = await tx.connection.updateMany({
              where: { id: row.id, status: "DECLINED" },
              data: { requesterId: viewer, addresseeId: target, status: "PENDING", createdAt: new Date(), respondedAt: null },
            });
            if (count === 0) throw new PairChanged();
            await notifyConnection(tx, ctx.jobs, target, row.id, viewer, "REQUESTED");
            return row.id;
          }
          const created = await tx.connection.create({ data: { requesterId: viewer, addresseeId: target }, select: { id: true } });
          await notifyConnection(tx, ctx.jobs, target, created.id, viewer, "REQUESTED");
          return created.id;
        }),
      );
      return ctx.prisma.connection.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  /** The addressee accepts or declines a pending request. */
  respondToConnection: t.prismaField({
    type: ConnectionRef,
    authScopes: { user: true },
    args: {
      id: t.arg.globalID({ for: ConnectionRef, required: true }),
      accept: t.arg.boolean({ required: true }),
    },
    resolve: async (query, _r, { id, accept }, ctx) => {
      const viewer = me(ctx);
      await ctx.prisma.$transaction(async (tx) => {
        // Conditional update: of two answers at once (or an answer and a
        // withdrawal), only one wins; the other is told the status it met.
        const { count } = await tx.connection.updateMany({
          where: { id: id.id, addresseeId: viewer, status: "PENDING" },
          data: { status: accept ? "ACCEPTED" : "DECLINED", respondedAt: new Date() },
        });
        const row = await tx.connection.findFirst({ where: { id: id.id, addresseeId: viewer } });
        if (!row) throw notFound("Connection request");
        if (count === 0) throw statusConflict("This connection request", { currentStatus: row.status, reason: "ALREADY_ANSWERED" });
        if (accept) await notifyConnection(tx, ctx.jobs, row.requesterId, row.id, viewer, "ACCEPTED");
      });
      return ctx.prisma.connection.findUniqueOrThrow({ ...query, where: { id: id.id } });
    },
  }),
  /** Either person ends a connection (or withdraws a pending request). Returns the removed id. */
  removeConnection: t.field({
    type: "ID",
    authScopes: { user: true },
    args: { id: t.arg.globalID({ for: ConnectionRef, required: true }) },
    resolve: async (_r, { id }, ctx) => {
      const { count } = await ctx.prisma.connection.deleteMany({ where: { id: id.id, ...partyOf(me(ctx)) } });
      if (count === 0) throw notFound("Connection");
      return encodeGlobalID("Connection", id.id);
    },
  }),
}));
