// Cold start (issue 7, item 8): time from `npm start` to ready, with an
// existing embedded database. One preparing run creates the database (initdb,
// migrations, demo seed) in a temporary DATA_DIR; then COLD_START_RUNS runs of
// the real command each time from spawn to the first 200 of /healthz and of
// /readyz, then Ctrl-C (SIGINT to the process group, as a terminal does) and
// the wait for "Stopped." and the exit. Phases come from the lines `npm start`
// prints, stamped as they arrive.
//
//   npm run bench -- cold-start        (or: node tests/load/cold-start.ts)
//   COLD_START_RUNS=5  COLD_START_COMMAND="npm start" | "node api/src/cli/start.ts"
//
// web/dist is used when built; otherwise the web app is built once into a
// temporary folder (WEB_DIST_DIR), outside the timed runs.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT, fmtMs, freePort, machineNote, table } from "./support/stack.ts";

const RUNS = Number(process.env.COLD_START_RUNS ?? 5);
// "|"-separated commands, each optionally led by VAR=value settings.
const COMMANDS: Array<{ label: string; cmd: string; args: string[]; env: Record<string, string> }> = (
  process.env.COLD_START_COMMAND ?? "npm start|NODE_DISABLE_COMPILE_CACHE=1 npm start|node api/src/cli/start.ts"
)
  .split("|")
  .map((c) => {
    const words = c.trim().split(/\s+/);
    const env: Record<string, string> = {};
    while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? "")) {
      const [k, ...v] = words.shift()!.split("=");
      env[k] = v.join("=");
    }
    const [cmd, ...args] = words;
    return { label: c.trim(), cmd: cmd === "node" ? process.execPath : cmd, args, env };
  });

const PHASES: Array<[string, RegExp]> = [
  ["embedded PG", /Starting the embedded PostgreSQL/],
  ["migrations", /Applying database migrations/],
  ["listening", /Ponte is running at/],
];

interface Run {
  healthz: number;
  readyz: number;
  /** ms from spawn to each phase line */
  phases: Record<string, number>;
  stopMs: number;
  stopped: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function firstOk(url: string, child: ChildProcess, t0: number, timeoutMs = 120_000): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - t0;
    } catch {}
    if (performance.now() - t0 > timeoutMs) throw new Error(`${url}: not ready within ${timeoutMs} ms`);
    await sleep(10);
  }
}

async function startOnce(command: (typeof COMMANDS)[number], env: NodeJS.ProcessEnv, port: number, echo = false): Promise<Run> {
  const t0 = performance.now();
  const child = spawn(command.cmd, command.args, { cwd: ROOT, env: { ...env, ...command.env }, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {}
  };
  const onExit = () => killGroup("SIGKILL");
  process.on("exit", onExit);
  // Interrupted: let the server stop its database, then go.
  const onSignal = () => {
    killGroup("SIGINT");
    setTimeout(() => process.exit(130), 5000);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const phases: Record<string, number> = {};
  let output = "";
  const onData = (chunk: Buffer) => {
    const at = performance.now() - t0;
    const text = chunk.toString();
    output += text;
    if (echo) process.stderr.write(text);
    for (const [name, re] of PHASES) if (phases[name] === undefined && re.test(output)) phases[name] = at;
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  try {
    const base = `http://127.0.0.1:${port}`;
    const [healthz, readyz] = await Promise.all([firstOk(`${base}/healthz`, child, t0), firstOk(`${base}/readyz`, child, t0)]);
    const s0 = performance.now();
    killGroup("SIGINT");
    const timer = setTimeout(() => killGroup("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
    return { healthz, readyz, phases, stopMs: performance.now() - s0, stopped: /Stopped\./.test(output) };
  } catch (e) {
    killGroup("SIGKILL");
    console.error(output);
    throw e;
  } finally {
    process.removeListener("exit", onExit);
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
  }
}

function webDist(): string {
  if (fs.existsSync(path.join(ROOT, "web/dist/index.html"))) return path.join(ROOT, "web/dist");
  if (process.env.WEB_DIST_DIR && fs.existsSync(path.join(path.resolve(ROOT, process.env.WEB_DIST_DIR), "index.html"))) {
    return path.resolve(ROOT, process.env.WEB_DIST_DIR);
  }
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-cold-web-"));
  console.error(`web/dist is missing: building the web app into ${out} (not timed)…`);
  const t = performance.now();
  const r = spawnSync(process.execPath, [path.join(ROOT, "node_modules/vite/bin/vite.js"), "build", "web", "--outDir", out, "--emptyOutDir"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (r.status !== 0) throw new Error("vite build failed");
  console.error(`built in ${fmtMs(performance.now() - t)}`);
  return out;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor((s.length - 1) / 2)], max: s[s.length - 1] };
};

async function main(): Promise<void> {
  const dist = webDist();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-cold-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    EMBEDDED_PG_PORT: String(await freePort()),
    WEB_DIST_DIR: dist,
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  try {
    console.error(`Preparing the embedded database in ${dataDir} (first start: initdb, migrations, seed)…`);
    const first = await startOnce(COMMANDS[0], env, port);
    if (!first.stopped) throw new Error('the first run did not print "Stopped." on SIGINT');

    // Interleaved (A, B, C, A, B, C, …) so a busy moment of the machine is shared out.
    const results = COMMANDS.map((c) => ({ label: c.label, runs: [] as Run[] }));
    for (let i = 0; i < RUNS; i++) {
      for (const [k, command] of COMMANDS.entries()) {
        const run = await startOnce(command, env, port);
        results[k].runs.push(run);
        console.error(`${command.label} #${i + 1}: ready in ${fmtMs(run.readyz)}`);
      }
    }

    console.log(`\n# Cold start with an existing embedded database (${RUNS} runs per command)`);
    console.log(machineNote());
    console.log("Note: 2 cores shared with other work on the machine; timings are noisy.");
    console.log(`First start (initdb + migrations + demo seed), not counted below: ready in ${fmtMs(first.readyz)}\n`);
    const rows: Array<Array<string>> = [];
    for (const { label, runs } of results) {
      const add = (what: string, xs: number[]) => {
        const s = stats(xs);
        rows.push([label, what, fmtMs(s.min), fmtMs(s.median), fmtMs(s.max)]);
      };
      // main.ts loads the app while the embedded PostgreSQL starts, so these are milestones, not exclusive phases.
      add(
        "spawn → 'Starting the embedded PostgreSQL' printed",
        runs.map((r) => r.phases["embedded PG"] ?? Number.NaN),
      );
      add(
        "spawn → 'Applying database migrations' (PG up)",
        runs.map((r) => r.phases.migrations ?? Number.NaN),
      );
      add(
        "spawn → 'Ponte is running' (app loaded, listening)",
        runs.map((r) => r.phases.listening ?? Number.NaN),
      );
      add(
        "spawn → /healthz 200",
        runs.map((r) => r.healthz),
      );
      add(
        "spawn → /readyz 200",
        runs.map((r) => r.readyz),
      );
      add(
        "SIGINT → exit",
        runs.map((r) => r.stopMs),
      );
    }
    console.log(table(["command", "measure", "min", "median", "max"], rows));
    const bad = results.flatMap((r) => r.runs).filter((r) => !r.stopped).length;
    console.log(`\n"Stopped." printed after Ctrl-C: ${results.flatMap((r) => r.runs).length - bad} of ${results.flatMap((r) => r.runs).length} runs`);
    if (bad) process.exitCode = 1;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
