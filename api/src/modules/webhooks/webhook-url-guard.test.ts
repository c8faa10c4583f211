import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { postWebhook } from "./webhook-post.ts";
import { isPrivateAddress, refuseWebhookUrl } from "./webhook-url-guard.ts";

describe("webhook SSRF guard", () => {
  it("knows private, loopback, link-local and metadata addresses from public ones", () => {
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ["8.8.8.8", "41.223.56.1", "2001:4860:4860::8888", "::ffff:8.8.8.8"]) expect(isPrivateAddress(a), a).toBe(false);
  });

  it("without the test-only setting: https only, and never a host that is or resolves to a private address", async () => {
    expect(await refuseWebhookUrl("http://8.8.8.8/hook", false)).toBe("WEBHOOK_URL_NOT_ALLOWED");
    expect(await refuseWebhookUrl("https://127.0.0.1/hook", false)).toBe("WEBHOOK_URL_NOT_ALLOWED");
    expect(await refuseWebhookUrl("https://localhost/hook", false)).toBe("WEBHOOK_URL_NOT_ALLOWED");
    expect(await refuseWebhookUrl("https://169.254.169.254/latest/meta-data", false)).toBe("WEBHOOK_URL_NOT_ALLOWED");
    expect(await refuseWebhookUrl("https://[::1]/hook", false)).toBe("WEBHOOK_URL_NOT_ALLOWED");
    expect(await refuseWebhookUrl("https://8.8.8.8/hook", false)).toBeNull();
    expect(await refuseWebhookUrl("https://user:pw@8.8.8.8/hook", false)).toBe("INVALID_URL");
    expect(await refuseWebhookUrl("nonsense", false)).toBe("INVALID_URL");
  });

  it("with it: http on loopback is accepted, http elsewhere still refused", async () => {
    expect(await refuseWebhookUrl("http://127.0.0.1:9999/hook", true)).toBeNull();
    expect(await refuseWebhookUrl("http://localhost:9999/hook", true)).toBeNull();
    expect(await refuseWebhookUrl("http://8.8.8.8/hook", true)).toBe("WEBHOOK_URL_NOT_ALLOWED");
  });

  it("a delivery does not connect to a loopback receiver unless allowed, whether named by address or by name", async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits++;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as AddressInfo).port;
    try {
      for (const host of ["127.0.0.1", "localhost"]) {
        const refused = await postWebhook(`http://${host}:${port}/`, "{}", {}, { timeoutMs: 2000, allowPrivate: false });
        expect(refused.statusCode).toBeNull();
        expect(refused.error).toMatch(/private or loopback/);
      }
      expect(hits).toBe(0);
      expect(await postWebhook(`http://127.0.0.1:${port}/`, "{}", {}, { timeoutMs: 2000, allowPrivate: true })).toEqual({ statusCode: 200, error: null });
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });

  it("gives up on a receiver that does not answer within the timeout", async () => {
    const server = http.createServer(() => {});
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const outcome = await postWebhook(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, "{}", {}, { timeoutMs: 300, allowPrivate: true });
      expect(outcome).toEqual({ statusCode: null, error: "no answer within 0.3 s" });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
