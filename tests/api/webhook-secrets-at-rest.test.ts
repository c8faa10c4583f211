import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { SWEEP_WEBHOOKS } from "../../api/src/modules/webhooks/webhook-delivery.ts";
import { openWebhookSecret, sealWebhookSecret, webhookSecretKey } from "../../api/src/modules/webhooks/webhook-secret-box.ts";
import { createAdmin } from "../support/factories.ts";
import { useTestApp } from "../support/test-app.ts";

// Webhook secrets are encrypted at rest (AES-256-GCM): the row holds no
// usable secret, the key from config (or DATA_DIR) opens it, and rows stored
// before are sealed by the minute sweep. Signing with them: webhooks.test.ts.
const t = useTestApp({ WEBHOOKS_ALLOW_LOOPBACK: "true" });
let admin: string;

const CREATE = /* GraphQL */ `
  mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }
`;

beforeAll(async () => {
  admin = (await createAdmin(t)).token;
});

describe("webhook secrets at rest", () => {
  it("stores a new endpoint's secret encrypted, never as shown, and opens it with the configured key only", async () => {
    const res = await t.gql(CREATE, { input: { name: "Parceiro", url: "http://127.0.0.1:9/hook", events: ["OPPORTUNITY_PUBLISHED"] } }, { token: admin });
    expect(res.errors).toBeUndefined();
    const shown: string = res.data.createWebhookEndpoint.secret;
    const [row] = await t.prisma.webhookEndpoint.findMany({ select: { secret: true } });
    expect(row!.secret).toMatch(/^enc:v1:[A-Za-z0-9_-]+$/);
    expect(row!.secret).not.toContain(shown.slice("whsec_".length, 20));
    expect(openWebhookSecret(webhookSecretKey(t.config), row!.secret)).toBe(shown);
    expect(() => openWebhookSecret(crypto.randomBytes(32), row!.secret)).toThrow();
  });

  it("seals, at the next sweep, a secret stored before encryption, keeping its value", async () => {
    const legacy = `whsec_${crypto.randomBytes(32).toString("base64url")}`;
    const endpoint = await t.prisma.webhookEndpoint.create({
      data: { name: "Antigo", url: "http://127.0.0.1:9/old", events: ["opportunity.published"], secret: legacy },
    });
    await t.app.jobs.runNow(SWEEP_WEBHOOKS, {});
    const { secret } = await t.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id }, select: { secret: true } });
    expect(secret).toMatch(/^enc:v1:/);
    expect(openWebhookSecret(webhookSecretKey(t.config), secret)).toBe(legacy);
    // a second sweep leaves sealed rows as they are
    await t.app.jobs.runNow(SWEEP_WEBHOOKS, {});
    expect((await t.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).secret).toBe(secret);
  });

  it("derives the key from WEBHOOK_SECRET_KEY when set, else keeps one in the data folder", () => {
    const a = webhookSecretKey({ WEBHOOK_SECRET_KEY: "k".repeat(40), dataDir: "/nonexistent" });
    expect(a).toHaveLength(32);
    const sealed = sealWebhookSecret(a, "whsec_x");
    expect(openWebhookSecret(webhookSecretKey({ WEBHOOK_SECRET_KEY: "k".repeat(40), dataDir: "/elsewhere" }), sealed)).toBe("whsec_x");
    expect(webhookSecretKey(t.config)).toEqual(webhookSecretKey({ ...t.config }));
  });
});
