import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("uses the embedded database and demo mode when DATABASE_URL is unset", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(4000);
    expect(c.embedded).toBe(true);
    expect(c.demoMode).toBe(true);
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it("uses DATABASE_URL and leaves demo mode off unless asked", () => {
    const c = loadConfig({ DATABASE_URL: "postgresql://u@db:5432/ponte" });
    expect(c.embedded).toBe(false);
    expect(c.demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgresql://u@db/p", DEMO_MODE: "true" }).demoMode).toBe(true);
  });

  it("keeps demo mode on the loopback interface unless HOST says otherwise, and flags it when reachable", () => {
    expect(loadConfig({}).HOST).toBe("127.0.0.1");
    expect(loadConfig({}).demoReachableFromNetwork).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgresql://u@db/p" }).HOST).toBe("0.0.0.0");
    const open = loadConfig({ HOST: "0.0.0.0" });
    expect(open.HOST).toBe("0.0.0.0");
    expect(open.demoReachableFromNetwork).toBe(true);
    expect(loadConfig({ HOST: "::1" }).demoReachableFromNetwork).toBe(false);
    expect(loadConfig({ HOST: "0.0.0.0", DEMO_MODE: "false" }).demoReachableFromNetwork).toBe(false);
  });

  it("names every bad variable in one clear message", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_EMAILS: "a@b.c", EMAIL_CONFIRMATION_REQUIRED: "maybe" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL: must be a postgresql:\/\/ connection URL/);
    expect(message).toMatch(/EMAIL_CONFIRMATION_REQUIRED/);
    expect(message).not.toMatch(/ADMIN_EMAILS/);
  });

  it("requires a signing secret in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgresql://u@h/d" })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgresql://u@h/d", JWT_SECRET: "short" })).toThrow(/at least 32/);
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgresql://u@h/d", JWT_SECRET: "x".repeat(32) })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgresql://u@h/d", JWT_SECRET: "x".repeat(32), PUBLIC_URL: "https://ponte.example" }).PUBLIC_URL).toBe(
      "https://ponte.example",
    );
  });

  it("refuses the test-only webhook setting in production, where webhooks must never reach internal addresses", () => {
    const prod = { NODE_ENV: "production", DATABASE_URL: "postgresql://u@h/d", JWT_SECRET: "x".repeat(32), PUBLIC_URL: "https://ponte.example" };
    expect(() => loadConfig({ ...prod, WEBHOOKS_ALLOW_LOOPBACK: "true" })).toThrow(/WEBHOOKS_ALLOW_LOOPBACK/);
    expect(loadConfig(prod).WEBHOOKS_ALLOW_LOOPBACK).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", WEBHOOKS_ALLOW_LOOPBACK: "true" }).WEBHOOKS_ALLOW_LOOPBACK).toBe(true);
  });

  it("parses lists of administrators", () => {
    const c = loadConfig({ ADMIN_EMAILS: " Boss@Ponte.org , ops@ponte.org", ADMIN_EMAIL_DOMAINS: "ponte.org" });
    expect(c.ADMIN_EMAILS).toEqual(["boss@ponte.org", "ops@ponte.org"]);
    expect(c.ADMIN_EMAIL_DOMAINS).toEqual(["ponte.org"]);
  });
});
