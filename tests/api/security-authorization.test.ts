import crypto from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../api/src/schema.ts";
import { sha256 } from "../../api/src/modules/auth/sessions.ts";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { isAdminOnly, isPublic, operationFor, rootFields, scopesOf, send } from "../support/schema-walk.ts";
import { useTestApp } from "../support/test-app.ts";

// The server decides every permission. This walks the whole schema, so a
// root field added tomorrow is checked the day it appears.
const t = useTestApp();

const queries = rootFields(schema.getQueryType());
const mutations = rootFields(schema.getMutationType());
const subscriptions = rootFields(schema.getSubscriptionType());
const probes = [...queries.map((f) => ["query", f] as const), ...mutations.map((f) => ["mutation", f] as const)];

let member: string;
let partner: string;

beforeAll(async () => {
  member = (await createUser(t)).token;
  // a partner organisation's API token with the only scope there is
  const admin = await createAdmin(t);
  partner = `pnt_${crypto.randomBytes(32).toString("base64url")}`;
  await t.prisma.apiToken.create({
    data: {
      name: "Parceiro",
      prefix: partner.slice(0, 12),
      tokenHash: sha256(partner),
      scopes: ["opportunities:read"],
      expiresAt: new Date(Date.now() + 86_400_000),
      createdById: admin.user.id,
    },
  });
});

describe("who may call what", () => {
  it("only a known, short list of root fields is open to visitors", () => {
    // Adding a public field is a decision: put it here on purpose.
    expect(probes.filter(([, f]) => isPublic(f)).map(([kind, f]) => `${kind}.${f.name}`)).toEqual([
      // the developers' page reads the API's own limits, scopes and error vocabulary
      "query.apiLimits",
      "query.apiTokenScopes",
      "query.authProviders",
      "query.authSettings",
      "query.catalogueTestimonials",
      "query.errorCodes",
      "query.errorReasons",
      "query.me",
      "query.opportunities",
      "query.opportunity",
      "query.serviceOffering",
      "query.serviceOfferingCounts",
      "query.serviceOfferings",
      "mutation.confirmEmail",
      "mutation.confirmOAuthLink",
      "mutation.refreshSession",
      "mutation.register",
      "mutation.requestPasswordReset",
      "mutation.resendConfirmation",
      "mutation.resetPassword",
      "mutation.signIn",
      "mutation.signOut",
      "mutation.submitContactMessage",
    ]);
    expect(subscriptions.filter(isPublic).map((f) => f.name)).toEqual(["opportunityEvents"]);
  });

  it("every other root field is for signed-in people or administrators (scopes the walk understands)", () => {
    const odd = [...probes.map(([, f]) => f), ...subscriptions].filter(
      (f) => !isPublic(f) && !isAdminOnly(f) && JSON.stringify(scopesOf(f)) !== JSON.stringify({ user: true }),
    );
    expect(odd.map((f) => f.name)).toEqual([]);
  });

  // Management data (projects, clients, team, finance, analytics, audit, users,
  // API tokens) and every admin decision must be admin-only.
  it("management root fields are admin-only", () => {
    const managementWords =
      /project|client|staff|team|department|finance|invoice|budget|transaction|cashFlow|exchangeRate|convertCurrency|analytics|apiToken|adminUsers|adminOverview|setUserRole|contactMessages|applications$|applicationStats|serviceRequests$|serviceRequestStats|decide|uploadImage|Opportunity$|setOpportunityStatus|adminOpportunities/;
    const loose = probes
      .map(([, f]) => f)
      // apiTokenScopes lists which scopes exist (documentation), not anyone's tokens
      .filter((f) => managementWords.test(f.name) && !/^(my|unsave|save|applyTo)/.test(f.name) && f.name !== "opportunity" && f.name !== "apiTokenScopes")
      .filter((f) => !isAdminOnly(f));
    expect(loose.map((f) => f.name)).toEqual([]);
  });
});

describe.each(probes.filter(([, f]) => !isPublic(f)).map(([kind, f]) => ({ kind, name: f.name, field: f })))("$kind $name", ({ kind, name, field }) => {
  const op = operationFor(kind, field);

  it("is refused to a visitor (UNAUTHENTICATED), with no data", async () => {
    const res = await send(t, op);
    expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res.errors)).toBe("UNAUTHENTICATED");
    expect(res.data?.[name] ?? null).toBeNull();
  });

  it("is refused to a partner API token (FORBIDDEN): tokens read public opportunity data only", async () => {
    const res = await send(t, op, partner);
    expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res.errors)).toBe("FORBIDDEN");
    expect(res.data?.[name] ?? null).toBeNull();
  });

  if (isAdminOnly(field)) {
    it("is refused to a member (FORBIDDEN), with no data", async () => {
      const res = await send(t, op, member);
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res.errors)).toBe("FORBIDDEN");
      expect(res.data?.[name] ?? null).toBeNull();
    });
  }
});

// Members never see other members' data, whichever door they knock on.
describe("one member cannot reach another member's data", () => {
  const gid = (type: string, id: string) => encodeGlobalID(type, id);
  let ana: Awaited<ReturnType<typeof createUser>>;
  let bento: Awaited<ReturnType<typeof createUser>>;
  let carla: Awaited<ReturnType<typeof createUser>>;
  let bentoApplication: string;
  let bentoNotification: string;
  let bentoRequest: string;
  let bentoCarla: string;

  beforeAll(async () => {
    ana = await createUser(t, { fullName: "Ana Curiosa" });
    bento = await createUser(t, { fullName: "Bento Privado", email: "bento.privado@example.test" });
    carla = await createUser(t, { fullName: "Carla Terceira" });
    const opportunity = await createOpportunity(t, { title: "Bolsa reservada" });
    bentoApplication = (await t.prisma.application.create({ data: { userId: bento.user.id, opportunityId: opportunity.id, message: "Carta de motivação do Bento" } })).id;
    bentoNotification = (await t.prisma.notification.create({ data: { userId: bento.user.id, type: "SYSTEM", data: { text: "só para o Bento" } } })).id;
    bentoRequest = (
      await t.prisma.serviceRequest.create({
        data: { userId: bento.user.id, serviceType: "universities", name: "Bento", email: "bento.privado@example.test", phone: "+244 900 000 000", message: "pedido" },
      })
    ).id;
    bentoCarla = (await t.prisma.connection.create({ data: { requesterId: carla.user.id, addresseeId: bento.user.id } })).id;
  });

  it("has no generic node lookup that would bypass each field's own checks", () => {
    expect(schema.getQueryType()!.getFields()).not.toHaveProperty("node");
    expect(schema.getQueryType()!.getFields()).not.toHaveProperty("nodes");
  });

  it("application(id): another member's application is NOT_FOUND, the owner sees it", async () => {
    const query = `query($id: ID!) { application(id: $id) { id message applicant { fullName email } } }`;
    const res = await t.gql(query, { id: gid("Application", bentoApplication) }, { token: ana.token });
    expect(res.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(JSON.stringify(res)).not.toContain("Carta de motivação");
    const own = await t.gql(query, { id: gid("Application", bentoApplication) }, { token: bento.token });
    expect(own.data.application.message).toBe("Carta de motivação do Bento");
  });

  it("lists and opportunity fields carry only the viewer's own applications", async () => {
    const res = await t.gql(
      `{ myApplications(first: 100) { totalCount } opportunities(first: 100) { edges { node { title myApplication { id } applicationCount } } } }`,
      {},
      { token: ana.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.myApplications.totalCount).toBe(0);
    const node = res.data.opportunities.edges.find((e: any) => e.node.title === "Bolsa reservada").node;
    expect(node).toMatchObject({ myApplication: null, applicationCount: 1 });
  });

  it("notifications: another member's cannot be listed or marked read", async () => {
    const list = await t.gql(`{ myNotifications(first: 100) { totalCount } unreadNotificationCount }`, {}, { token: ana.token });
    expect(list.data).toEqual({ myNotifications: { totalCount: 0 }, unreadNotificationCount: 0 });
    const mark = await t.gql(`mutation($id: ID!) { markNotificationRead(id: $id) { id data } }`, { id: gid("Notification", bentoNotification) }, { token: ana.token });
    expect(mark.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await t.prisma.notification.findUniqueOrThrow({ where: { id: bentoNotification } })).readAt).toBeNull();
  });

  it("service requests: another member's cannot be listed or cancelled", async () => {
    const list = await t.gql(`{ myServiceRequests(first: 100) { totalCount } }`, {}, { token: ana.token });
    expect(list.data.myServiceRequests.totalCount).toBe(0);
    const cancel = await t.gql(`mutation($id: ID!) { cancelServiceRequest(id: $id) { id email } }`, { id: gid("ServiceRequest", bentoRequest) }, { token: ana.token });
    expect(cancel.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(JSON.stringify(cancel)).not.toContain("bento.privado");
    expect((await t.prisma.serviceRequest.findUniqueOrThrow({ where: { id: bentoRequest } })).status).toBe("PENDING");
  });

  it("connections: a third person cannot answer, remove or read a request between two others", async () => {
    const respond = await t.gql(`mutation($id: ID!) { respondToConnection(id: $id, accept: true) { id } }`, { id: gid("Connection", bentoCarla) }, { token: ana.token });
    expect(respond.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const remove = await t.gql(`mutation($id: ID!) { removeConnection(id: $id) }`, { id: gid("Connection", bentoCarla) }, { token: ana.token });
    expect(remove.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(await t.prisma.connection.findUniqueOrThrow({ where: { id: bentoCarla } })).toMatchObject({ status: "PENDING" });
    const incoming = await t.gql(`{ incomingConnectionRequests(first: 100) { totalCount } }`, {}, { token: ana.token });
    expect(incoming.data.incomingConnectionRequests.totalCount).toBe(0);
  });

  it("other people's e-mail addresses never reach a member (search, professionals)", async () => {
    const res = await t.gql(
      `{ search(query: "Bento") { people { fullName } } searchProfessionals(first: 100) { edges { node { fullName organization } } } }`,
      {},
      { token: ana.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.search.people.map((p: any) => p.fullName)).toContain("Bento Privado");
    expect(JSON.stringify(res)).not.toContain("bento.privado");
    // the admins-only section of the search is refused, not filled
    const users = await t.gql(`{ search(query: "Bento") { users { email } } }`, {}, { token: ana.token });
    expect(users.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(JSON.stringify(users)).not.toContain("bento.privado");
  });

  it("a member's contact messages are for administrators only", async () => {
    await t.prisma.contactMessage.create({
      data: { userId: bento.user.id, name: "Bento", email: "bento.privado@example.test", country: "AO", subject: "Privado", message: "segredo" },
    });
    const res = await t.gql(`{ contactMessages(first: 10) { edges { node { message } } } }`, {}, { token: ana.token });
    expect(res.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(JSON.stringify(res)).not.toContain("segredo");
  });

  it("an opportunity that is no longer active cannot be read through unsaveOpportunity", async () => {
    const hidden = await createOpportunity(t, { title: "Oportunidade retirada", status: "INACTIVE" });
    const res = await t.gql(`mutation($id: ID!) { unsaveOpportunity(opportunityId: $id) { title } }`, { id: gid("Opportunity", hidden.id) }, { token: ana.token });
    expect(res.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(JSON.stringify(res)).not.toContain("Oportunidade retirada");
  });
});
