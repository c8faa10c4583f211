import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-start-"));
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-web-"));
fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Ponte test</title>");

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** Runs `npm start`'s entry with the embedded database until it prints its URL. */
function start(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ["api/src/cli/start.ts"], {
    cwd: root,
    // JOB_WORKERS: as `npm start` runs outside tests (the runner sets NODE_ENV=test), pg-boss included
    env: { ...process.env, DATABASE_URL: "", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, WEB_DIST_DIR: webDir, LOG_LEVEL: "warn", JOB_WORKERS: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed:\n${out}`)), 90000);
    const onData = (d: Buffer) => {
      out += d;
      const m = /Ponte is running at (http:\/\/\S+)/.exec(out);
      if (m && out.includes("Press Ctrl-C to stop.")) {
        clearTimeout(timer);
        resolve({ child, url: m[1], output: () => out });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`exited ${code}:\n${out}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", (code) => resolve(code));
    child.kill("SIGINT");
  });
}

const gql = async (url: string, query: string) =>
  (await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) })).json();

describe("npm start with the embedded PostgreSQL", () => {
  it("migrates, seeds, serves, stops cleanly on Ctrl-C and keeps the data for the next start", { timeout: 180000 }, async () => {
    const first = await start();
    expect(first.output()).toMatch(/Demo accounts/);
    expect(first.output()).toMatch(/admin@ponte\.demo/);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    const seeded = await gql(first.url, "{ opportunities(first: 50) { totalCount } }");
    expect(seeded.data.opportunities.totalCount).toBeGreaterThanOrEqual(1);
    const page = await fetch(`${first.url}/some/deep/link`);
    expect(await page.text()).toMatch(/Ponte test/);
    expect(await stop(first.child)).toBe(0);
    expect(first.output()).toMatch(/Stopped\./);
    // nothing complained while stopping (the terminal's Ctrl-C reaches the embedded PostgreSQL too)
    expect(first.output().slice(first.output().indexOf("stopping"))).not.toMatch(/"level":(40|50)/);
    // The embedded server is gone: its lock file was removed by a clean shutdown.
    expect(fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);

    const second = await start();
    expect(second.output()).not.toMatch(/Seeded demo data/);
    const again = await gql(second.url, "{ opportunities(first: 50) { totalCount } }");
    expect(again.data.opportunities.totalCount).toBe(seeded.data.opportunities.totalCount);
    expect(await stop(second.child)).toBe(0);
  });

  it("refuses a bad setting with a message naming the variable", { timeout: 30000 }, async () => {
    const child = spawn(process.execPath, ["api/src/cli/start.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "not-a-port", DATA_DIR: dataDir, WEB_DIST_DIR: webDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const code = await new Promise((r) => child.on("exit", r));
    expect(code).toBe(1);
    expect(out).toMatch(/Invalid configuration/);
    expect(out).toMatch(/PORT/);
  });
});
