import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useE2E } from "./support/e2e.ts";

const e2e = useE2E();

// live events take a moment; vitest's default poll gives up after 1 s
const poll = <T>(read: () => T | Promise<T>, timeout = 15000) => expect.poll(read, { timeout, interval: 200 });

/** The API as a member's own client calls it (bearer token, the app's CSRF header). */
async function api(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${e2e.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-ponte-csrf": "1", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}
const tokenOf = async (who: { email: string; password: string }) =>
  (
    await api(`mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }`, {
      input: { email: who.email, password: who.password, country: "AO", rememberMe: false },
    })
  ).signIn.accessToken as string;

/** The first whole number in a piece of the page. */
const numberIn = async (page: Page, testId: string) => Number(((await page.getByTestId(testId).first().textContent()) ?? "").match(/\d+/)?.[0] ?? Number.NaN);
const bellLabel = (page: Page) => page.getByTestId("notifications-button").getAttribute("aria-label");
const sidebarBadge = (page: Page) =>
  page
    .getByLabel(/candidaturas e pedidos pendentes/)
    .first()
    .textContent();
/** the count on the Applications tab (hidden at 0) */
const applicationsTab = async (page: Page) => Number((await page.getByRole("tab", { name: /^Candidaturas/ }).textContent())?.match(/(\d+)\s*$/)?.[1] ?? 0);

/** Counts the `notificationAdded` subscriptions the page starts on its sockets (graphql-ws "subscribe" messages). */
function countNotificationSubscriptions(page: Page) {
  const seen = { count: 0 };
  page.on("websocket", (socket) => {
    socket.on("framesent", ({ payload }) => {
      if (typeof payload !== "string") return;
      const message = JSON.parse(payload) as { type?: string; payload?: { query?: string } };
      if (message.type === "subscribe" && message.payload?.query?.includes("notificationAdded")) seen.count++;
    });
  });
  return seen;
}

describe("the admin side is live", () => {
  it("the bell and the live counts share one notificationAdded subscription, for admins and members", async () => {
    for (const role of ["ADMIN", "USER"] as const) {
      const page = await e2e.newPage();
      const subscriptions = countNotificationSubscriptions(page);
      await e2e.signIn(page, await e2e.users.create({ role }));
      // the member's dashboard has a second bell in its welcome header
      await page.goto(role === "ADMIN" ? "/app?tab=applications" : "/app");
      await page.getByTestId("notifications-button").first().waitFor();
      await poll(() => page.getByText("Real-Time Ativo").count()).toBeGreaterThan(0);
      await poll(() => subscriptions.count).toBe(1);
      // nothing subscribes late
      await page.waitForTimeout(1500);
      expect(subscriptions.count, role).toBe(1);
    }
  });

  it("a member's application reaches the admin's list, counts and bell without a reload", async () => {
    const adminUser = await e2e.users.create({ role: "ADMIN", fullName: "Admin Ao Vivo" });
    const memberUser = await e2e.users.create({ fullName: "Rosa Ao Vivo" });
    const title = `Bolsa ao vivo ${Date.now()}`;
    const opportunity = await e2e.prisma.opportunity.findFirstOrThrow({ where: { status: "ACTIVE" }, select: { id: true } });
    await e2e.prisma.opportunity.update({ where: { id: opportunity.id }, data: { title } });

    const admin = await e2e.newPage();
    await e2e.signIn(admin, adminUser);
    await admin.goto("/app?tab=applications");
    await admin.getByTestId("stat-applications").waitFor();
    await admin.getByTestId("admin-application").first().waitFor();
    await poll(() => admin.getByText("Real-Time Ativo").count()).toBeGreaterThan(0);
    const pending = await numberIn(admin, "stat-applications");
    const badge = Number(await sidebarBadge(admin));
    expect(await applicationsTab(admin)).toBe(pending);
    expect(await bellLabel(admin)).toBe("Notificações");

    // the member applies (through the API, as their client does)
    const member = await tokenOf(memberUser);
    const applied = await api(
      `mutation($id: ID!) { applyToOpportunity(opportunityId: $id) { id } }`,
      { id: Buffer.from(`Opportunity:${opportunity.id}`).toString("base64") },
      member,
    );
    expect(applied.applyToOpportunity.id).toBeTruthy();

    // without a reload: the stat card, the tab badge, the sidebar count, the row and the bell
    await poll(() => numberIn(admin, "stat-applications")).toBe(pending + 1);
    await poll(() => applicationsTab(admin)).toBe(pending + 1);
    await poll(async () => Number(await sidebarBadge(admin))).toBe(badge + 1);
    await poll(() => admin.getByTestId("admin-application").filter({ hasText: "Rosa Ao Vivo" }).count()).toBeGreaterThan(0);
    await poll(() => bellLabel(admin)).toBe("Notificações: 1 não lida");

    await admin.getByTestId("notifications-button").click();
    const item = admin.getByTestId("notifications-list").getByRole("button", { name: /Nova candidatura/ });
    await item.waitFor();
    expect(await item.textContent()).toContain(`Rosa Ao Vivo se candidatou a "${title}".`);
    expect(await item.getAttribute("data-unread")).toBe("true");
    await item.click();
    await poll(() => bellLabel(admin)).toBe("Notificações");
    expect(admin.url()).toContain("tab=applications");
  });

  it("an admin rejects a pending application through the styled dialog, and the tab badge, stat card and sidebar count go down without a reload", async () => {
    const adminUser = await e2e.users.create({ role: "ADMIN" });
    const memberUser = await e2e.users.create({ fullName: "Jonas Rejeitado" });
    const opportunity = await e2e.prisma.opportunity.findFirstOrThrow({ where: { status: "ACTIVE" }, select: { id: true } });
    const application = await e2e.prisma.application.create({
      data: { userId: memberUser.id, opportunityId: opportunity.id, message: "Tenho experiência na área." },
    });

    const admin = await e2e.newPage();
    await e2e.signIn(admin, adminUser);
    await admin.goto("/app?tab=applications");
    await admin.getByTestId("stat-applications").waitFor();
    const row = admin.getByTestId("admin-application").filter({ hasText: "Jonas Rejeitado" });
    await row.first().waitFor();
    await poll(() => admin.getByText("Real-Time Ativo").count()).toBeGreaterThan(0);
    const pending = await numberIn(admin, "stat-applications");
    const badge = Number(await sidebarBadge(admin));
    expect(await applicationsTab(admin)).toBe(pending);

    // cancelling changes nothing
    await row.getByRole("button", { name: "Rejeitar" }).click();
    const dialog = admin.getByRole("alertdialog", { name: "Rejeitar candidatura?" });
    await poll(() => dialog.getByText(/A candidatura de Jonas Rejeitado será rejeitada e a pessoa será avisada na hora\. Não é possível desfazer\./).isVisible()).toBe(
      true,
    );
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    expect((await e2e.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("PENDING");

    await row.getByRole("button", { name: "Rejeitar" }).click();
    await dialog.getByRole("button", { name: "Rejeitar", exact: true }).click();
    await poll(() => numberIn(admin, "stat-applications")).toBe(pending - 1);
    await poll(() => applicationsTab(admin)).toBe(pending - 1);
    await poll(async () => Number((await sidebarBadge(admin)) ?? 0)).toBe(badge - 1);
    expect((await e2e.prisma.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("REJECTED");
  });

  it("an opportunity an admin re-activates reappears in the member's list without a reload", async () => {
    const adminUser = await e2e.users.create({ role: "ADMIN" });
    const memberUser = await e2e.users.create({ fullName: "Membro Ao Vivo" });
    const title = `Reativada ao vivo ${Date.now()}`;
    const opportunity = await e2e.prisma.opportunity.findFirstOrThrow({ where: { status: "ACTIVE" }, select: { id: true } });
    await e2e.prisma.opportunity.update({ where: { id: opportunity.id }, data: { title, status: "INACTIVE" } });

    const member = await e2e.newPage();
    await e2e.signIn(member, memberUser);
    await member.goto("/app?tab=opportunities");
    await member.getByTestId("member-opportunity").first().waitFor();
    await poll(() => member.getByText("Real-Time Ativo").count()).toBeGreaterThan(0);
    expect(await member.getByTestId("member-opportunity").filter({ hasText: title }).count()).toBe(0);

    await api(
      `mutation($id: ID!) { setOpportunityStatus(id: $id, status: ACTIVE) { id } }`,
      { id: Buffer.from(`Opportunity:${opportunity.id}`).toString("base64") },
      await tokenOf(adminUser),
    );
    await poll(() => member.getByTestId("member-opportunity").filter({ hasText: title }).count()).toBe(1);
  });
});
