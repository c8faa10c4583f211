import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIGEST_SETTLE_MS } from "../../api/src/modules/email-notifications/admin-digest.ts";
import { SAVED_SEARCH_DIGEST } from "../../api/src/modules/saved-searches/saved-search-digest.ts";
import { useCapturedEmails } from "../support/email-capture.ts";
import { createAdmin, createOpportunity, createUser } from "../support/factories.ts";
import { gid } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

// The weekly digest lists what was published since the last one: an
// opportunity created inactive before a digest and made active after it is
// new to the member, though its row is older (issue 16).
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-saved-search-activation-"));
const t = useTestApp({ DEV_OUTBOX_DIR: outbox, PUBLIC_URL: "https://ponte.example" });
const { sent, drain } = useCapturedEmails(t, outbox);

beforeAll(async () => {
  await t.app.start();
});
afterAll(async () => {
  await t.app?.stop();
});

const SAVE = /* GraphQL */ `mutation S($filter: SavedSearchFilter!) { saveSearch(filter: $filter) { id } }`;
const SET_STATUS = /* GraphQL */ `mutation($id: ID!, $status: OpportunityStatus!) { setOpportunityStatus(id: $id, status: $status) { id status } }`;
/** a digest run after everything written so far (it covers rows up to DIGEST_SETTLE_MS before it runs) */
const week = () => new Date(Date.now() + DIGEST_SETTLE_MS + 10);

describe("saved-search digest and publication time", () => {
  it("lists an opportunity activated after the last digest even though it was created before it, and only once", async () => {
    const word = `ativa${Math.random().toString(36).slice(2, 9)}`;
    const member = await createUser(t, { language: "en" });
    const admin = await createAdmin(t);
    expect((await t.gql(SAVE, { filter: { search: word } }, { token: member.token })).errors).toBeUndefined();

    const draft = await createOpportunity(t, { title: `Draft ${word}`, status: "INACTIVE" });
    await t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, week());
    expect(await drain()).toBe(0);

    const published = await t.gql(SET_STATUS, { id: gid("Opportunity", draft.id), status: "ACTIVE" }, { token: admin.token });
    expect(published.errors).toBeUndefined();
    await t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, week());
    expect(await drain()).toBe(1);
    expect(sent[0]!.to).toBe(member.user.email);
    expect(sent[0]!.text).toContain(draft.title);

    // the next week: nothing new
    sent.length = 0;
    await t.app.jobs.runNow(SAVED_SEARCH_DIGEST, {}, week());
    expect(await drain()).toBe(0);
  });
});
