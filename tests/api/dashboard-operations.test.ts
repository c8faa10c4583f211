import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedNetwork } from "../../prisma/seed/network.ts";
import { createAdmin, createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

// Every query the shell and dashboards send, read from the components, so a
// screen can never ship a document the API refuses (validation, scopes, or
// the query-cost limit of the armour plugin).
const MODULES = ["shell", "dashboard", "service-requests", "network", "notifications", "search"];
const web = path.resolve(import.meta.dirname, "../../web/src/modules");

/** Every `graphql(`...`)` text under a folder of web/src/modules. */
function texts(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...texts(p));
    else if (/\.tsx?$/.test(e.name) && !/\.test\./.test(e.name)) {
      for (const m of fs.readFileSync(p, "utf8").matchAll(/graphql\(`([\s\S]*?)`\)/g)) out.push(m[1]);
    }
  }
  return out;
}

/** The operations of these screens, each with the fragments it spreads (components own their fragments, anywhere in web/src). */
function documents(): Map<string, string> {
  const fragments = new Map<string, string>();
  for (const text of texts(path.resolve(web, ".."))) {
    for (const m of text.matchAll(/fragment\s+(\w+)\s+on\s+\w+\s*\{/g)) fragments.set(m[1], text);
  }
  const withFragments = (text: string) => {
    const seen = new Set<string>();
    const parts = [text];
    for (let i = 0; i < parts.length; i++) {
      for (const m of parts[i].matchAll(/\.\.\.\s*(\w+)/g)) {
        const fragment = fragments.get(m[1]);
        if (fragment && !seen.has(m[1]) && !parts.includes(fragment)) {
          seen.add(m[1]);
          parts.push(fragment);
        }
      }
    }
    return parts.join("\n");
  };
  const docs = new Map<string, string>();
  for (const m of MODULES) {
    for (const text of texts(path.join(web, m))) {
      const name = /(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];
      if (name) docs.set(name, withFragments(text));
    }
  }
  return docs;
}

const AS_ADMIN: Record<string, Record<string, unknown>> = {
  AppShell_Counts: { admin: true },
  AdminDashboard_Overview: {},
  AdminRequestsTab_List: { filter: { status: "PENDING" }, first: 20 },
  AdminUsersTab_Users: { filter: { search: "a", country: "AO" }, first: 25 },
  HeaderSearch_Results: { query: "an", admin: true },
  NotificationsMenu_List: { first: 20 },
  EmailNotificationSettings_Me: {},
};
const AS_MEMBER: Record<string, Record<string, unknown>> = {
  AppShell_Counts: { admin: false },
  MemberDashboard_Counts: {},
  MyServiceRequests_List: { first: 5 },
  Network_Connections: { first: 20 },
  NetworkModal_Incoming: { first: 20 },
  ProfessionalSearchDialog_Results: { filter: { search: "a", sector: null, country: null, organization: null }, first: 20 },
  HeaderSearch_Results: { query: "an", admin: false },
  NotificationsMenu_List: { first: 20 },
  EmailNotificationSettings_Me: {},
};

describe("the screens' queries", () => {
  it("every query in the shell and dashboards is covered here", () => {
    const queries = [...documents()].filter(([, d]) => /^\s*query/.test(d)).map(([n]) => n);
    expect(queries.sort()).toEqual([...new Set([...Object.keys(AS_ADMIN), ...Object.keys(AS_MEMBER)])].sort());
  });

  it("run without errors for the role that uses them, on the demo network", async () => {
    const member = await createUser(t, { fullName: "Ana Membro" });
    const admin = await createAdmin(t);
    await t.prisma.$transaction((tx) => seedNetwork({ tx, adminId: admin.user.id, memberId: member.user.id, today: new Date() }));
    const docs = documents();
    for (const [runs, token] of [
      [AS_ADMIN, admin.token],
      [AS_MEMBER, member.token],
    ] as const) {
      for (const [name, variables] of Object.entries(runs)) {
        const res = await t.gql(docs.get(name)!, variables, { token });
        expect(res.errors, name).toBeUndefined();
        expect(res.data, name).toBeTruthy();
      }
    }
  });
});
