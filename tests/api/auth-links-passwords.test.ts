import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { clearRateLimits, REGISTER, waitForMail } from "../support/auth-factories.ts";
import { createUser } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

const outbox = path.join(os.tmpdir(), `ponte-outbox-${crypto.randomUUID()}`);
const t = useTestApp({ DEV_OUTBOX_DIR: outbox, PUBLIC_URL: "https://ponte.example.org" });

beforeEach(() => clearRateLimits(t));

const REQUEST = /* GraphQL */ `mutation($email: String!) { requestPasswordReset(email: $email) }`;

describe("links in e-mails (issue 12 item 2)", () => {
  it("point at the configured address whatever Host header the request carried", async () => {
    for (const host of ["evil.example", "127.0.0.1:4000@evil.example"]) {
      const { user } = await createUser(t);
      const res = await t.gql(REQUEST, { email: user.email }, { headers: { host } });
      expect(res.data.requestPasswordReset).toBe(true);
      const mail = await waitForMail(outbox, user.email, "/reset-password?token=");
      expect(mail).toContain("https://ponte.example.org/reset-password?token=");
      expect(mail).not.toContain("evil.example");
    }
  });
});

describe("password rules (issue 12 item 13)", () => {
  const input = (over: Record<string, unknown>) => ({
    fullName: "Lindiwe Dube",
    email: `lindiwe.${crypto.randomUUID().slice(0, 8)}@example.test`,
    password: "Caminho-Novo-42",
    country: "ZA",
    sector: "TECHNOLOGY",
    ...over,
  });

  it("refuses the product's name, the e-mail's name and common passwords, each with its own reason", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: "abc" }, "PASSWORD_TOO_SHORT"],
      [{ password: "MinhaPONTE-99" }, "PASSWORD_CONTAINS_PRODUCT_NAME"],
      [{ email: "lindiwe@example.test", password: "xx-Lindiwe-77" }, "PASSWORD_CONTAINS_EMAIL"],
      // from zxcvbn-ts's list, not our own short one
      [{ password: "sandiego" }, "PASSWORD_TOO_COMMON"],
      [{ password: "Senha123" }, "PASSWORD_TOO_COMMON"],
    ];
    for (const [over, reason] of cases) {
      const res = await t.gql(REGISTER, { input: input(over) });
      expect(res.errors?.[0].extensions, JSON.stringify(over)).toMatchObject({
        code: "BAD_USER_INPUT",
        reason,
        issues: [{ field: "input.password", reason }],
      });
    }
    // a short e-mail name (under 3 characters) is not held against the password
    const ok = await t.gql(REGISTER, { input: input({ email: "al@example.test", password: "al-Caminho-42" }) });
    expect(ok.errors).toBeUndefined();
  });
});
