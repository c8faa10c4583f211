import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const check = path.join(import.meta.dirname, "require-node.cjs");

/** Runs the check as a Node of the given version would (process.versions.node replaced before it runs). */
function runAs(version: string) {
  const pretend = `Object.defineProperty(process, "versions", { value: { ...process.versions, node: ${JSON.stringify(version)} } });`;
  return spawnSync(process.execPath, ["-e", `${pretend} require(${JSON.stringify(check)})`], { encoding: "utf8" });
}

describe("the Node.js version check that runs before npm start, test, dev, bench and db:*", () => {
  it("stops an old Node with one line naming the version needed and how to get it", () => {
    const r = runAs("20.20.2");
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/needs Node\.js 22\.12 or newer \(24 LTS recommended\); this is v20\.20\.2/);
    expect(lines[0]).toMatch(/nvm install/);
  });

  it("lets 22.12 and newer through, silently", () => {
    for (const v of ["22.12.0", "24.21.0", "26.0.0"]) {
      const r = runAs(v);
      expect(r.status, v).toBe(0);
      expect(r.stderr, v).toBe("");
    }
  });

  it("agrees with package.json engines and .nvmrc, and runs before every entry point", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
    expect(pkg.engines.node).toBe(">=22.12");
    expect(fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim()).toBe("24");
    expect(fs.readFileSync(path.join(root, ".npmrc"), "utf8")).toMatch(/^engine-strict=true$/m);
    for (const script of ["start", "test", "test:e2e", "dev", "bench", "db:migrate", "db:seed", "db:reset"]) {
      expect(pkg.scripts[`pre${script}`], script).toBe("node api/src/cli/require-node.cjs");
    }
  });
});
