import { describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../support/factories.ts";
import { createServiceRequest, gid } from "../support/network-factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateServiceRequestInput!) {
    createServiceRequest(input: $input) { id category serviceType name email phone message status userCountry }
  }
`;
const MINE = /* GraphQL */ `
  query Mine { myServiceRequests(first: 50) { totalCount edges { node { id name serviceType status } } } }
`;
const ADMIN_LIST = /* GraphQL */ `
  query AdminList($filter: ServiceRequestFilter) {
    serviceRequests(filter: $filter, first: 50) { totalCount edges { node { id status name phone } } }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $status: ServiceRequestStatus!) { updateServiceRequestStatus(id: $id, status: $status) { id status } }
`;
const CANCEL = /* GraphQL */ `mutation Cancel($id: ID!) { cancelServiceRequest(id: $id) { id status } }`;

const valid = {
  category: "HEALTH",
  serviceType: "telemedicine",
  name: "Maria Nangolo",
  email: "Maria@Example.test",
  phone: "+264 81 123 4567",
  message: "Preciso de uma consulta à distância.",
};

describe("creating a service request", () => {
  it("stores a pending request with the member's country", async () => {
    const { user, token } = await createUser(t, { country: "NA" });
    const res = await t.gql(CREATE, { input: valid }, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data.createServiceRequest).toMatchObject({
      category: "HEALTH",
      serviceType: "telemedicine",
      email: "maria@example.test",
      status: "PENDING",
      userCountry: "NA",
    });
    expect(await t.prisma.serviceRequest.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses visitors", async () => {
    const res = await t.gql(CREATE, { input: valid });
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("requires every field and checks e-mail and phone formats", async () => {
    const { token } = await createUser(t);
    for (const field of ["serviceType", "name", "email", "phone", "message"]) {
      const blank = await t.gql(CREATE, { input: { ...valid, [field]: "  " } }, { token });
      expect(blank.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(blank.errors?.[0].extensions?.issues).toContainEqual({ field: `input.${field}`, reason: "REQUIRED" });
    }
    expect(await t.prisma.serviceRequest.count({ where: { name: valid.name, message: "  " } })).toBe(0);

    const badEmail = await t.gql(CREATE, { input: { ...valid, email: "not-an-email" } }, { token });
    expect(badEmail.errors?.[0].extensions?.issues).toEqual([{ field: "input.email", reason: "INVALID_EMAIL" }]);

    const badPhone = await t.gql(CREATE, { input: { ...valid, phone: "call me" } }, { token });
    expect(badPhone.errors?.[0].extensions?.issues).toEqual([{ field: "input.phone", reason: "INVALID_PHONE" }]);
  });
});

describe("who sees which requests", () => {
  it("a member lists only their own requests", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await createServiceRequest(t, a.user.id, { name: "Mine" });
    await createServiceRequest(t, b.user.id, { name: "Theirs" });
    const res = await t.gql(MINE, {}, { token: a.token });
    expect(res.data.myServiceRequests.edges.map((e: any) => e.node.name)).toEqual(["Mine"]);
    expect(res.data.myServiceRequests.totalCount).toBe(1);
  });

  it("a member cannot read the admin list or another member's request by id", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const theirs = await createServiceRequest(t, b.user.id);
    const list = await t.gql(ADMIN_LIST, {}, { token: a.token });
    expect(list.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(list.data).toBeNull();
    const node = await t.gql(`query N($id: ID!) { node(id: $id) { id ... on ServiceRequest { phone } } }`, { id: gid("ServiceRequest", theirs.id) }, { token: a.token });
    // the relay node field may not exist; either way the phone must not be returned
    expect(JSON.stringify(node.data ?? {})).not.toContain(theirs.phone);
  });

  it("the admin list filters by status on the server and counts the matches", async () => {
    const admin = await createAdmin(t);
    const { user } = await createUser(t);
    await createServiceRequest(t, user.id, { name: "Filter-P", status: "PENDING" });
    await createServiceRequest(t, user.id, { name: "Filter-R", status: "PROCESSING" });
    await createServiceRequest(t, user.id, { name: "Filter-C", status: "COMPLETED" });
    const processing = await t.gql(ADMIN_LIST, { filter: { status: "PROCESSING" } }, { token: admin.token });
    expect(processing.errors).toBeUndefined();
    const names = processing.data.serviceRequests.edges.map((e: any) => e.node.name);
    expect(names).toContain("Filter-R");
    expect(names).not.toContain("Filter-P");
    expect(processing.data.serviceRequests.edges.every((e: any) => e.node.status === "PROCESSING")).toBe(true);
    expect(processing.data.serviceRequests.totalCount).toBe(names.length);
  });
});

describe("status transitions", () => {
  it("allows pending → processing → completed, audits each and notifies the member", async () => {
    const admin = await createAdmin(t);
    const { user } = await createUser(t);
    const req = await createServiceRequest(t, user.id, { serviceType: "hotels", category: "TOURISM" });
    const id = gid("ServiceRequest", req.id);

    const toProcessing = await t.gql(UPDATE, { id, status: "PROCESSING" }, { token: admin.token });
    expect(toProcessing.errors).toBeUndefined();
    expect(toProcessing.data.updateServiceRequestStatus.status).toBe("PROCESSING");
    const toCompleted = await t.gql(UPDATE, { id, status: "COMPLETED" }, { token: admin.token });
    expect(toCompleted.data.updateServiceRequestStatus.status).toBe("COMPLETED");

    const audits = await t.prisma.auditLog.findMany({ where: { entity: "ServiceRequest", entityId: req.id }, orderBy: { createdAt: "asc" } });
    expect(audits.map((a) => a.data)).toEqual([
      { from: "PENDING", to: "PROCESSING" },
      { from: "PROCESSING", to: "COMPLETED" },
    ]);
    const notes = await t.prisma.notification.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(notes.map((n) => [n.type, (n.data as any).status, (n.data as any).serviceType, (n.data as any).requestId])).toEqual([
      ["SERVICE_REQUEST", "PROCESSING", "hotels", req.id],
      ["SERVICE_REQUEST", "COMPLETED", "hotels", req.id],
    ]);
  });

  it("allows pending → completed directly", async () => {
    const admin = await createAdmin(t);
    const { user } = await createUser(t);
    const req = await createServiceRequest(t, user.id);
    const res = await t.gql(UPDATE, { id: gid("ServiceRequest", req.id), status: "COMPLETED" }, { token: admin.token });
    expect(res.data.updateServiceRequestStatus.status).toBe("COMPLETED");
  });

  it.each([
    ["PROCESSING", "PENDING"],
    ["COMPLETED", "PROCESSING"],
    ["COMPLETED", "PENDING"],
    ["CANCELLED", "PROCESSING"],
    ["PENDING", "CANCELLED"],
    ["PENDING", "PENDING"],
  ] as const)("refuses %s → %s with INVALID_TRANSITION and changes nothing", async (from, to) => {
    const admin = await createAdmin(t);
    const { user } = await createUser(t);
    const req = await createServiceRequest(t, user.id, { status: from });
    const res = await t.gql(UPDATE, { id: gid("ServiceRequest", req.id), status: to }, { token: admin.token });
    expect(res.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "INVALID_TRANSITION" });
    expect((await t.prisma.serviceRequest.findUniqueOrThrow({ where: { id: req.id } })).status).toBe(from);
    expect(await t.prisma.notification.count({ where: { userId: user.id } })).toBe(0);
  });

  it("members cannot change a status, not even on their own request", async () => {
    const { user, token } = await createUser(t);
    const req = await createServiceRequest(t, user.id);
    const res = await t.gql(UPDATE, { id: gid("ServiceRequest", req.id), status: "COMPLETED" }, { token });
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await t.prisma.serviceRequest.findUniqueOrThrow({ where: { id: req.id } })).status).toBe("PENDING");
  });

  it("an unknown request is NOT_FOUND", async () => {
    const admin = await createAdmin(t);
    const res = await t.gql(UPDATE, { id: gid("ServiceRequest", "00000000-0000-4000-8000-000000000000"), status: "COMPLETED" }, { token: admin.token });
    expect(res.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});

describe("cancelling", () => {
  it("the owner cancels a pending request; not once it is processing", async () => {
    const { user, token } = await createUser(t);
    const pending = await createServiceRequest(t, user.id);
    const ok = await t.gql(CANCEL, { id: gid("ServiceRequest", pending.id) }, { token });
    expect(ok.data.cancelServiceRequest.status).toBe("CANCELLED");

    const processing = await createServiceRequest(t, user.id, { status: "PROCESSING" });
    const refused = await t.gql(CANCEL, { id: gid("ServiceRequest", processing.id) }, { token });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: "CONFLICT", reason: "INVALID_TRANSITION" });
  });

  it("nobody cancels someone else's request", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const req = await createServiceRequest(t, owner.user.id);
    const res = await t.gql(CANCEL, { id: gid("ServiceRequest", req.id) }, { token: other.token });
    expect(res.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await t.prisma.serviceRequest.findUniqueOrThrow({ where: { id: req.id } })).status).toBe("PENDING");
  });
});

describe("stats", () => {
  it("members count their own requests per category; admins count all by status", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await createServiceRequest(t, a.user.id, { category: "TRANSPORT" });
    await createServiceRequest(t, a.user.id, { category: "TRANSPORT", status: "COMPLETED" });
    await createServiceRequest(t, b.user.id, { category: "TRANSPORT" });
    const mine = await t.gql(`{ myServiceRequestStats { total pending completed byCategory { category count } } }`, {}, { token: a.token });
    expect(mine.data.myServiceRequestStats).toMatchObject({ total: 2, pending: 1, completed: 1 });
    expect(mine.data.myServiceRequestStats.byCategory).toContainEqual({ category: "TRANSPORT", count: 2 });
    expect(mine.data.myServiceRequestStats.byCategory).toHaveLength(6);

    const denied = await t.gql(`{ serviceRequestStats { total } }`, {}, { token: a.token });
    expect(denied.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const admin = await createAdmin(t);
    const all = await t.gql(`{ serviceRequestStats { total pending processing completed cancelled } }`, {}, { token: admin.token });
    const total = await t.prisma.serviceRequest.count();
    const pending = await t.prisma.serviceRequest.count({ where: { status: "PENDING" } });
    expect(all.data.serviceRequestStats).toMatchObject({ total, pending });
  });
});

describe("sorting the administrators' list", () => {
  const SORTED = /* GraphQL */ `
    query Sorted($orderBy: ServiceRequestOrder, $after: String) {
      serviceRequests(orderBy: $orderBy, first: 2, after: $after) { pageInfo { hasNextPage endCursor } edges { node { name status } } }
    }
  `;
  const all = async (token: string, orderBy: unknown) => {
    const names: string[] = [];
    let after: string | null = null;
    for (;;) {
      const res: any = await t.gql(SORTED, { orderBy, after }, { token });
      expect(res.errors).toBeUndefined();
      names.push(...res.data.serviceRequests.edges.map((e: any) => `${e.node.name}:${e.node.status}`));
      if (!res.data.serviceRequests.pageInfo.hasNextPage) return names;
      after = res.data.serviceRequests.pageInfo.endCursor;
    }
  };

  it("sorts by date and by status, both ways, across pages", async () => {
    const admin = await createAdmin(t);
    const { user } = await createUser(t);
    await t.prisma.serviceRequest.deleteMany();
    await createServiceRequest(t, user.id, { name: "old", status: "COMPLETED", createdAt: new Date("2024-01-01") });
    await createServiceRequest(t, user.id, { name: "mid", status: "PENDING", createdAt: new Date("2024-06-01") });
    await createServiceRequest(t, user.id, { name: "new", status: "PROCESSING", createdAt: new Date("2025-01-01") });

    expect(await all(admin.token, { field: "CREATED_AT", direction: "ASC" })).toEqual(["old:COMPLETED", "mid:PENDING", "new:PROCESSING"]);
    expect(await all(admin.token, { field: "CREATED_AT", direction: "DESC" })).toEqual(["new:PROCESSING", "mid:PENDING", "old:COMPLETED"]);
    expect(await all(admin.token, { field: "STATUS", direction: "ASC" })).toEqual(["mid:PENDING", "new:PROCESSING", "old:COMPLETED"]);
    expect(await all(admin.token, { field: "STATUS", direction: "DESC" })).toEqual(["old:COMPLETED", "new:PROCESSING", "mid:PENDING"]);
    // no orderBy: newest first, as before
    expect(await all(admin.token, null)).toEqual(["new:PROCESSING", "mid:PENDING", "old:COMPLETED"]);
  });
});
