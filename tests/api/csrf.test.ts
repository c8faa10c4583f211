import { describe, expect, it } from "vitest";
import { createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const t = useTestApp();

// A cookie-carrying form post from another site must not reach GraphQL: such
// "simple" requests need the x-ponte-csrf header, which a foreign page cannot set.
describe("CSRF prevention", () => {
  it("refuses a form-style multipart POST without the header and accepts it with the header", async () => {
    const { token } = await createUser(t);
    const form = () => {
      const body = new FormData();
      body.set("operations", JSON.stringify({ query: "mutation { signOut }" }));
      body.set("map", "{}");
      return body;
    };
    const refused = await t.fetch("/graphql", { method: "POST", body: form(), headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as any).errors[0].extensions.code).toBe("FORBIDDEN");

    const allowed = await t.fetch("/graphql", { method: "POST", body: form(), headers: { "x-ponte-csrf": "1" } });
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as any).data.signOut).toBe(true);
  });

  it("lets JSON requests through (a foreign form cannot send application/json)", async () => {
    const res = await t.gql("{ opportunities(first: 1) { totalCount } }");
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
  });
});
