import { describe, expect, it } from "vitest";
import { EventRowLoader } from "./event-rows.ts";

type Args = { where: Record<string, unknown>; select?: Record<string, unknown>; include?: Record<string, unknown> };

function fakeLoader() {
  const calls: Array<{ what: string; args: Args }> = [];
  const row = { id: "o1", title: "Feira", status: "ACTIVE" };
  const applications = [
    { id: "a1", userId: "u1", status: "PENDING" },
    { id: "a2", userId: "u2", status: "APPROVED" },
  ];
  const saved = [{ userId: "u2" }];
  const loader = new EventRowLoader({
    findFirst: async (args) => {
      calls.push({ what: "row", args });
      return args.where.status === "ACTIVE" || args.where.status === undefined ? { ...row } : null;
    },
    relations: {
      applications: {
        parentKey: "opportunityId",
        findMany: async (args) => {
          calls.push({ what: "applications", args });
          const ids = (args.where.userId as { in: string[] }).in;
          return applications.filter((a) => ids.includes(a.userId));
        },
      },
      savedBy: {
        parentKey: "opportunityId",
        findMany: async (args) => {
          calls.push({ what: "savedBy", args });
          const ids = (args.where.userId as { in: string[] }).in;
          return saved.filter((s) => ids.includes(s.userId));
        },
      },
    },
  });
  return { loader, calls };
}

const queryFor = (userId: string) => ({
  select: {
    id: true,
    title: true,
    applications: { where: { userId }, take: 1, select: { id: true, status: true } },
    savedBy: { where: { userId }, select: { userId: true }, take: 1 },
  },
});

describe("EventRowLoader", () => {
  it("reads the row once for every subscriber of an event and gives each only its own related rows", async () => {
    const { loader, calls } = fakeLoader();
    const event = { id: "o1", op: "UPDATE" };
    const where = { id: "o1", status: "ACTIVE" };
    const [u1, u2, u3] = await Promise.all(["u1", "u2", "u3"].map((u) => loader.load(event, queryFor(u), where)));
    expect(calls.map((c) => c.what).sort()).toEqual(["applications", "row", "savedBy"]);
    expect(calls.find((c) => c.what === "row")!.args).toEqual({ select: { id: true, title: true }, where });
    expect(calls.find((c) => c.what === "applications")!.args).toEqual({
      where: { opportunityId: "o1", userId: { in: ["u1", "u2", "u3"] } },
      select: { id: true, status: true, userId: true },
    });
    expect(u1).toMatchObject({ id: "o1", applications: [{ id: "a1" }], savedBy: [] });
    expect(u2).toMatchObject({ id: "o1", applications: [{ id: "a2" }], savedBy: [{ userId: "u2" }] });
    expect(u3).toMatchObject({ id: "o1", applications: [], savedBy: [] });
  });

  it("never shares a result between different filters or selections, nor between events", async () => {
    const { loader, calls } = fakeLoader();
    const event = { id: "o1", op: "UPDATE" };
    const other = { id: "o1", op: "UPDATE" };
    const [member, admin, bare, later] = await Promise.all([
      loader.load(event, queryFor("u1"), { id: "o1", status: "INACTIVE" }),
      loader.load(event, queryFor("u2"), { id: "o1" }),
      loader.load(event, { select: { id: true } }, { id: "o1" }),
      loader.load(other, queryFor("u1"), { id: "o1" }),
    ]);
    expect(member).toBeNull();
    expect(admin).toMatchObject({ applications: [{ id: "a2" }] });
    expect(bare).toEqual({ id: "o1", title: "Feira", status: "ACTIVE" });
    expect(later).toMatchObject({ applications: [{ id: "a1" }] });
    expect(calls.filter((c) => c.what === "row")).toHaveLength(4);
  });

  it("keeps a relation selection it does not recognise as per-viewer in the shared query", async () => {
    const { loader, calls } = fakeLoader();
    const query = { select: { id: true, applications: { where: { status: "PENDING" }, select: { id: true } } } };
    await loader.load({}, query, { id: "o1" });
    expect(calls).toHaveLength(1);
    expect(calls[0].args.select).toEqual(query.select);
  });

  it("hands a failed query to every waiting subscriber", async () => {
    const loader = new EventRowLoader({ findFirst: async () => Promise.reject(new Error("down")), relations: {} });
    const event = {};
    const results = await Promise.allSettled([loader.load(event, {}, { id: "x" }), loader.load(event, {}, { id: "x" })]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  });

  it("lets a subscriber that comes in a later turn share the row already asked for, loading only its own related rows", async () => {
    const { loader, calls } = fakeLoader();
    const event = { id: "o1", op: "UPDATE" };
    const where = { id: "o1", status: "ACTIVE" };
    const first = loader.load(event, queryFor("u1"), where);
    await new Promise((r) => setImmediate(r)); // the group's query has started
    const late = loader.load(event, queryFor("u2"), where);
    expect(await first).toMatchObject({ applications: [{ id: "a1" }], savedBy: [] });
    expect(await late).toMatchObject({ id: "o1", applications: [{ id: "a2" }], savedBy: [{ userId: "u2" }] });
    expect(calls.filter((c) => c.what === "row")).toHaveLength(1);
    expect(calls.filter((c) => c.what === "applications").map((c) => c.args.where.userId)).toEqual([{ in: ["u1"] }, { in: ["u2"] }]);
  });
});
