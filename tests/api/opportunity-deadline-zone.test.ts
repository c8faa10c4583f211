import { afterEach, describe, expect, it, vi } from "vitest";
import { createAdmin } from "../support/factories.ts";
import { opportunityInput } from "../support/opportunity-factories.ts";
import { useTestApp } from "../support/test-app.ts";

// DEADLINE_IN_PAST judges the deadline in the opportunity's country time
// zone, the rule the expiry job closes it by (issue 16): at 23:30 UTC it is
// already tomorrow in Luanda (WAT, UTC+1) and Windhoek (CAT, UTC+2), so a
// deadline of the UTC date would be closed by the next job run.
const t = useTestApp();
let admin: string;

const CREATE = /* GraphQL */ `mutation($input: OpportunityInput!) { createOpportunity(input: $input) { id deadline } }`;
const UPDATE = /* GraphQL */ `mutation($id: ID!, $input: OpportunityUpdateInput!) { updateOpportunity(id: $id, input: $input) { id deadline country } }`;

/** Today's UTC date at 23:30 UTC (only Date is faked: timers and I/O run as usual). */
function lateEveningUtc() {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${day}T23:30:00Z`) });
  return day;
}
const reason = (res: { errors?: Array<{ extensions?: { reason?: string } }> }) => res.errors?.[0]?.extensions?.reason;

/** An administrator signed in at the faked time (a token signed at the real time would read as expired). */
const signIn = async () => {
  admin = (await createAdmin(t)).token;
};
afterEach(() => {
  vi.useRealTimers();
});

describe("a deadline is judged in the opportunity's country", () => {
  it("refuses the UTC date as deadline in Angola and Namibia once their day has ended, and takes it where the day goes on", async () => {
    const utcDay = lateEveningUtc();
    await signIn();
    for (const country of ["AO", "NA", "ZA"]) {
      const res = await t.gql(CREATE, { input: opportunityInput({ country, deadline: utcDay }) }, { token: admin });
      expect(reason(res), country).toBe("DEADLINE_IN_PAST");
    }
    const elsewhere = await t.gql(CREATE, { input: opportunityInput({ country: "OTHER", deadline: utcDay }) }, { token: admin });
    expect(elsewhere.errors).toBeUndefined();
    const tomorrow = new Date(Date.parse(`${utcDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const local = await t.gql(CREATE, { input: opportunityInput({ country: "AO", deadline: tomorrow }) }, { token: admin });
    expect(local.errors).toBeUndefined();
  });

  it("judges an edit's new deadline in the stored country, or in the new one when the edit moves it", async () => {
    await signIn();
    const utcDay = new Date().toISOString().slice(0, 10);
    const far = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const created = await t.gql(CREATE, { input: opportunityInput({ country: "OTHER", deadline: far }) }, { token: admin });
    lateEveningUtc();
    await signIn();
    const opportunityId = created.data.createOpportunity.id;
    expect(reason(await t.gql(UPDATE, { id: opportunityId, input: { deadline: utcDay } }, { token: admin }))).toBeUndefined();
    expect(reason(await t.gql(UPDATE, { id: opportunityId, input: { country: "ZA", deadline: far } }, { token: admin }))).toBeUndefined();
    expect(reason(await t.gql(UPDATE, { id: opportunityId, input: { deadline: utcDay } }, { token: admin }))).toBe("DEADLINE_IN_PAST");
  });
});
