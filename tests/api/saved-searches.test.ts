import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIGEST_SETTLE_MS } from "../../api/src/modules/email-notifications/admin-digest.ts";
import { SAVED_SEARCH_DIGEST } from "../../api/src/modules/saved-searches/saved-search-digest.ts";
import { createOpportunity, createUser } from "../support/factories.ts";
import { useCapturedEmails } from "../support/email-capture.ts";
import { useTestApp } from "../support/test-app.ts";

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-saved-searches-"));
const t = useTestApp({ DEV_OUTBOX_DIR: outbox, PUBLIC_URL: "https://ponte.example" });
const { sent, drain } = useCapturedEmails(t, outbox);

beforeAll(async () => {
  await t.app.start();
});
afterAll(async () => {
  await t.app?.stop();
});

const LIST = /* GraphQL */ `{ savedSearches { id country sector type search createdAt } }`;
const SAVE = /* GraphQL */ `mutation S($filter: SavedSearchFilter!) { saveSearch(filter: $filter) { id country sector type search } }`;
const DELETE = /* GraphQL */ `mutation D($id: ID!) { deleteSavedSearch(id: $id) }`;
const SET = /* GraphQL */ `mutation E($kind: EmailNotificationKind!, $enabled: Boolean!) { setEmailNotification(kind: $kind, enabled: $enabled) { id } }`;

const tag = () => `alvo${Math.random().toString(36).slice(2, 9)}`;
/** the weekly occurrence, after everything created so far (a digest covers rows up to DIGEST_SETTLE_MS before it runs) */
const week = () => new Date(Date.now() + DIGEST_SETTLE_MS + 10);

describe("saved searches: a member's own alerts", () => {
  it("saves the filters, lists them, refuses a duplicate and the 11th, and deletes one", async () => {
    const member = await createUser(t);
    const saved = await t.gql(SAVE, { filter: { country: "AO", sector: "AGRICULTURE", type: "PROJECT", search: "  café  " } }, { token: member.token });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveSearch).toMatchObject({ country: "AO", sector: "AGRICULTURE", type: "PROJECT", search: "café" });

    const again = await t.gql(SAVE, { filter: { country: "AO", sector: "AGRICULTURE", type: "PROJECT", search: "CAFÉ" } }, { token: member.token });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "SAVED_SEARCH_EXISTS" });

    for (let i = 1; i < 10; i++) {
      const r = await t.gql(SAVE, { filter: { search: `termo ${i}` } }, { token: member.token });
      expect(r.errors).toBeUndefined();
    }
    const eleventh = await t.gql(SAVE, { filter: { search: "um a mais" } }, { token: member.token });
    expect(eleventh.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "SAVED_SEARCH_LIMIT" });

    const list = (await t.gql(LIST, {}, { token: member.token })).data.savedSearches;
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ id: saved.data.saveSearch.id, search: "café" });

    const del = await t.gql(DELETE, { id: saved.data.saveSearch.id }, { token: member.token });
    expect(del.data.deleteSavedSearch).toBe(saved.data.saveSearch.id);
    expect((await t.gql(LIST, {}, { token: member.token })).data.savedSearches).toHaveLength(9);
    expect(await t.prisma.savedSearch.count({ where: { userId: member.user.id, search: "café" } })).toBe(0);
  });

  it("two saves at once of the same filters keep one", async () => {
    const member = await createUser(t);
    const filter = { country: "NA", search: tag() };
    const results = await Promise.all([t.gql(SAVE, { filter }, { token: member.token }), t.gql(SAVE, { filter }, { token: member.token })]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(await t.prisma.savedSearch.count({ where: { userId: member.user.id } })).toBe(1);
  });

  it("other members neither see nor delete your alerts; visitors cannot use them at all", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const saved = await t.gql(SAVE, { filter: { sector: "HEALTH" } }, { token: owner.token });
    const id = saved.data.saveSearch.id;

    expect((await t.gql(LIST, {}, { token: other.token })).data.savedSearches).toEqual([]);
    const del = await t.gql(DELETE, { id }, { token: other.token });
    expect(del.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND" });
    expect(await t.prisma.savedSearch.count({ where: { userId: owner.user.id } })).toBe(1);

    expect((await t.gql(LIST)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.gql(SAVE, { filter: {} })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.gql(DELETE, { id })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("the weekly digest of saved searches", () => {
  it("is scheduled on Mondays at 07:00 in Luanda through the queue", async () => {
    const schedules = await t.app.jobs.pgBoss.getSchedules(SAVED_SEARCH_DIGEST);
    expect(schedules.map((s) => [s.cron, s.options?.tz ?? (s as { timezone?: string }).timezone])).toEqual([["0 7 * * 1", "Africa/Luanda"]]);
  });

  it("lists only new, active, matching opportunities, in the member's language with links; nothing when nothing is new; never twice", async () => {
    const word = tag();
    const member = await createUser(t, { language: "pt", fullName: "Ana Alerta" });
    const english = await createUser(t, { language: "en", fullName: "Ed Alert" });
    await t.gql(SAVE, { filter: { country: "AO", sector: "AGRICULTURE", search: word } }, { token: member.token });
    await t.gql(SAVE, { filter: { search: word, type: "FUNDING" } }, { token: english.token });

    // nothing published yet: nothing sent
    await t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, week());
    expect(await drain()).toBe(0);

    const match = await createOpportunity(t, { title: `Cultivo ${word} & cia`, country: "AO", sector: "AGRICULTURE", type: "FUNDING", organization: "Coop A" });
    // text in the description, accents and case ignored
    const viaDescription = await createOpportunity(t, { title: `Outra ${tag()}`, description: `Sobre ${word.toUpperCase()}`, country: "AO", sector: "AGRICULTURE" });
    await createOpportunity(t, { title: `Errado país ${word}`, country: "NA", sector: "AGRICULTURE" });
    await createOpportunity(t, { title: `Errado setor ${word}`, country: "AO", sector: "MINING" });
    await createOpportunity(t, { title: `Sem o termo ${tag()}`, country: "AO", sector: "AGRICULTURE" });
    await createOpportunity(t, { title: `Encerrada ${word}`, country: "AO", sector: "AGRICULTURE", status: "EXPIRED" });

    const monday = week();
    await t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, monday);
    await drain();
    expect(sent.map((m) => m.to).sort()).toEqual([member.user.email, english.user.email].sort());
    const pt = sent.find((m) => m.to === member.user.email)!;
    expect(pt.subject).toBe("2 novas oportunidades para seus alertas");
    expect(pt.text).toContain("Olá, Ana Alerta!");
    expect(pt.text).toContain(`- ${match.title} (Coop A): https://ponte.example/app?tab=opportunities&q=${encodeURIComponent(match.title)}`);
    expect(pt.text).toContain(viaDescription.title);
    expect(pt.text).not.toContain("Errado");
    expect(pt.text).not.toContain("Encerrada");
    expect(pt.html).toContain('<html lang="pt-BR">');
    // escaped in HTML, links to the dashboard's list narrowed to the opportunity
    expect(pt.html).toContain(`href="https://ponte.example/app?tab=opportunities&#38;q=${encodeURIComponent(match.title)}"`);
    expect(pt.html).toContain("Cultivo");
    expect(pt.html).toContain("&#38; cia");
    expect(pt.headers?.["List-Unsubscribe"]).toMatch(/^<https:\/\/ponte\.example\/unsubscribe\?token=/);
    expect(pt.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const en = sent.find((m) => m.to === english.user.email)!;
    expect(en.subject).toBe("1 new opportunity for your alerts");
    expect(en.text).toContain(match.title);
    expect(en.text).not.toContain(viaDescription.title);

    // the same occurrence again, and the next week with nothing new: nothing
    sent.length = 0;
    await t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, monday);
    await t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, week());
    expect(await drain()).toBe(0);

    // two processes at once: each alert is locked and moved once, so one e-mail listing the new one once
    const later = await createOpportunity(t, { title: `Depois ${word}`, country: "AO", sector: "AGRICULTURE", type: "PROJECT" });
    const next = week();
    await Promise.all([t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, next), t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, next)]);
    expect(await drain()).toBe(1);
    expect(sent[0]!.to).toBe(member.user.email);
    expect(sent[0]!.subject).toBe("1 nova oportunidade para seus alertas");
    expect(sent[0]!.text).toContain(later.title);
    expect(sent[0]!.text).not.toContain(match.title);
  });

  it("an opportunity matching two of a member's alerts is listed once", async () => {
    const word = tag();
    const member = await createUser(t, { language: "en" });
    await t.gql(SAVE, { filter: { search: word } }, { token: member.token });
    await t.gql(SAVE, { filter: { search: word, country: "ZA" } }, { token: member.token });
    const o = await createOpportunity(t, { title: `Both ${word}`, country: "ZA" });
    await t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, week());
    expect(await drain()).toBe(1);
    expect(sent[0]!.subject).toBe("1 new opportunity for your alerts");
    expect(sent[0]!.text.split(o.title)).toHaveLength(2);
  });

  it("respects the opt-out (Settings or the one-click link) and sends no backlog when switched back on", async () => {
    const word = tag();
    const member = await createUser(t, { language: "en" });
    await t.gql(SAVE, { filter: { search: word } }, { token: member.token });
    const settings = await t.gql(SET, { kind: "SAVED_SEARCH_DIGEST", enabled: false }, { token: member.token });
    expect(settings.errors).toBeUndefined();
    await createOpportunity(t, { title: `Quiet ${word}` });
    await t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, week());
    expect(await drain()).toBe(0);

    await t.gql(SET, { kind: "SAVED_SEARCH_DIGEST", enabled: true }, { token: member.token });
    await t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, week());
    expect(await drain()).toBe(0);

    const o = await createOpportunity(t, { title: `Loud ${word}` });
    await t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, week());
    expect(await drain()).toBe(1);
    expect(sent[0]!.text).toContain(o.title);
    // the one-click link switches this kind off
    const url = /<(https:[^>]+)>/.exec(sent[0]!.headers!["List-Unsubscribe"]!)![1]!;
    const token = new URL(url).searchParams.get("token")!;
    const { port } = t.app.server.address() as import("node:net").AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/unsubscribe?token=${token}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: member.user.id } });
    expect(user.emailOptOuts).toContain("SAVED_SEARCH_DIGEST");
  });
});
