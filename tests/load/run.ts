// `npm run bench [part ...]`: runs the benchmarks in tests/load one after
// another, each in its own Node process (so one's servers and timers never
// disturb the next). Parts: http, sql, fanout, cold-start, web, lighthouse, abuse; default all.
// A part whose script is not there is skipped with a note; the exit code is
// non-zero when any part fails. Environment (BENCH_*) passes through.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const PARTS: Record<string, string> = {
  http: "http.ts",
  sql: "sql.ts",
  fanout: "fanout.ts",
  "cold-start": "cold-start.ts",
  web: "web-vitals.ts",
  lighthouse: "lighthouse.ts",
  abuse: "abuse.ts",
};

const asked = process.argv.slice(2).filter((a) => a !== "--");
const unknown = asked.filter((p) => !(p in PARTS));
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(", ")}. Parts: ${Object.keys(PARTS).join(", ")}.`);
  process.exit(2);
}
const parts = asked.length ? asked : Object.keys(PARTS);

const outcomes: Array<[string, string]> = [];
for (const part of parts) {
  const file = path.join(import.meta.dirname, PARTS[part]);
  if (!fs.existsSync(file)) {
    console.log(`\n[bench] ${part}: skipped (${path.relative(process.cwd(), file)} is not there)`);
    outcomes.push([part, "skipped"]);
    continue;
  }
  console.log(`\n[bench] ${part}: node ${path.relative(process.cwd(), file)}`);
  const started = Date.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [file], { stdio: "inherit", env: process.env });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("exit", (c, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(c ?? (signal ? 1 : 0));
    });
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  outcomes.push([part, code === 0 ? `ok (${seconds} s)` : `FAILED, exit ${code} (${seconds} s)`]);
}

console.log("\n[bench] summary:");
for (const [part, outcome] of outcomes) console.log(`  ${part.padEnd(11)} ${outcome}`);
if (outcomes.some(([, o]) => o.startsWith("FAILED"))) process.exit(1);
