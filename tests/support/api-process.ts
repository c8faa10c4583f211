import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import type { TestApp } from "./test-app.ts";

export interface ApiProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  child: ChildProcess;
  /** SIGTERM, and wait until it has gone */
  stop: () => Promise<void>;
}

/**
 * Another API process on the test app's database and signing key
 * (tests/api/realtime-api-process.ts): what several processes behind a load
 * balancer share (realtime events, revocations, budgets) can be tested.
 * `env` adds or overrides settings (e.g. API_BUDGET_MULTIPLIER).
 */
export async function startApiProcess(t: TestApp, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "..", "api", "realtime-api-process.ts")], {
    env: { ...process.env, DATABASE_URL: t.databaseUrl, JWT_SECRET: t.config.JWT_SECRET!, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the second API process did not start")), 30000);
    child.once("exit", (code) => reject(new Error(`the second API process exited (${code})`)));
    readline.createInterface({ input: child.stdout! }).once("line", (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line).url);
    });
  });
  child.removeAllListeners("exit");
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
