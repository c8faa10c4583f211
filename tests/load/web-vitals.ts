// Issue 7 §5, issue 13: Lighthouse-style figures (LCP, CLS, TBT, plus FCP, the
// JavaScript downloaded and the longest request chain) from Chromium for the
// landing page, the sign-in page and the member dashboard (cold cache, and a
// repeat visit), median of a few runs, on two profiles: desktop
// unthrottled, and "mobile" throttled like Lighthouse's mobile preset
// (CPU 4× slower via CDP Emulation.setCPUThrottlingRate; network as
// Lighthouse's devtools throttling applies it: 562.5 ms RTT, 1,474.56 kbit/s
// down, 675 kbit/s up). Run by hand (never in CI):
//
//   npm run bench -- web            (or: node tests/load/web-vitals.ts)
//
// Environment: BENCH_DATABASE_URL (a PostgreSQL server to create the seeded
// database on; else an embedded one), BENCH_WEB_DIST (an existing build of
// the web app; else it is built into a temporary folder), BENCH_RUNS (runs
// per page and profile, default 3), CHROMIUM_PATH (default /usr/bin/chromium).
//
// Definitions (as Lighthouse, measured in the page with PerformanceObserver):
// - LCP: start time of the last largest-contentful-paint entry (buffered).
// - CLS: layout shifts without recent input, grouped in session windows (gap
//   < 1 s, window ≤ 5 s); the largest window's sum.
// - TBT: sum of (duration − 50 ms) of the long tasks that start after FCP,
//   until the page has been quiet (no long task, no request) for a while.
// - JS: the scripts the page downloaded: bytes as served (the API sends them
//   uncompressed) and their gzip size (node:zlib level 9) from the build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { MEMBER, ROOT, benchDatabase, machineNote, startApi, table } from "./support/stack.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

interface Profile {
  name: string;
  viewport: { width: number; height: number };
  cpuRate: number;
  network?: { latency: number; downloadKbps: number; uploadKbps: number };
  /** how long the page must stay quiet before the measurement ends */
  quietMs: number;
}

const PROFILES: Profile[] = [
  { name: "desktop, unthrottled", viewport: { width: 1350, height: 940 }, cpuRate: 1, quietMs: 2000 },
  {
    name: "mobile, 4× CPU + slow 4G",
    viewport: { width: 412, height: 823 },
    cpuRate: 4,
    network: { latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675 },
    quietMs: 5000,
  },
];

interface Sample {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsFiles: number;
  jsBytes: number;
  jsGzip: number;
  /** the longest chain of requests that each needed the one before (the page itself counts as 1) */
  chain: number;
}

type Target = "landing" | "login" | "dashboard" | "dashboard, repeat visit";
const TARGETS: Target[] = ["landing", "login", "dashboard", "dashboard, repeat visit"];
const PATHS: Record<Target, string> = { landing: "/", login: "/login", dashboard: "/app", "dashboard, repeat visit": "/app" };

/** Installed before any page script: collects the paint, shift and long-task entries. */
function observeVitals() {
  const w = window as unknown as { __vitals: { lcp: number; shifts: { t: number; v: number }[]; longTasks: { s: number; d: number }[]; lastLongTaskEnd: number } };
  w.__vitals = { lcp: 0, shifts: [], longTasks: [], lastLongTaskEnd: 0 };
  const v = w.__vitals;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) v.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!e.hadRecentInput) v.shifts.push({ t: e.startTime, v: e.value });
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      v.longTasks.push({ s: e.startTime, d: e.duration });
      v.lastLongTaskEnd = Math.max(v.lastLongTaskEnd, e.startTime + e.duration);
    }
  }).observe({ type: "longtask", buffered: true });
}

async function readVitals(page: Page): Promise<Omit<Sample, "jsFiles" | "jsBytes" | "jsGzip" | "chain">> {
  return page.evaluate(() => {
    const v = (window as unknown as { __vitals: { lcp: number; shifts: { t: number; v: number }[]; longTasks: { s: number; d: number }[] } }).__vitals;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    // CLS: session windows (1 s gap, 5 s cap), the largest one.
    let cls = 0;
    let win = 0;
    let winStart = 0;
    let last = Number.NEGATIVE_INFINITY;
    for (const s of v.shifts) {
      if (s.t - last > 1000 || s.t - winStart > 5000) {
        win = 0;
        winStart = s.t;
      }
      win += s.v;
      last = s.t;
      cls = Math.max(cls, win);
    }
    const tbt = v.longTasks.filter((t) => t.s >= fcp).reduce((sum, t) => sum + Math.max(0, t.d - 50), 0);
    return { fcp, lcp: v.lcp, cls, tbt };
  });
}

/** Waits until no long task has ended and no request has been open for `quietMs`. */
async function waitQuiet(page: Page, quietMs: number, inflight: () => number, lastNetwork: () => number): Promise<void> {
  const deadline = Date.now() + 60000;
  for (;;) {
    const lastTask = await page.evaluate(() => {
      const v = (window as unknown as { __vitals: { lastLongTaskEnd: number } }).__vitals;
      return performance.now() - v.lastLongTaskEnd;
    });
    const sinceNet = Date.now() - lastNetwork();
    if (inflight() === 0 && lastTask >= quietMs && sinceNet >= quietMs) return;
    if (Date.now() > deadline) return;
    await page.waitForTimeout(250);
  }
}

/**
 * One visit. "dashboard, repeat visit": the member opens /app once (the
 * service worker installs and keeps the code it fetched), then again in the
 * same browser: that second visit is measured, with the HTTP cache as a
 * browser keeps it. Every other target starts from a cold cache.
 */
async function measure(browser: Browser, baseUrl: string, dist: string, profile: Profile, target: Target): Promise<Sample> {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl, viewport: profile.viewport, locale: "pt-BR" });
  const repeat = target === "dashboard, repeat visit";
  try {
    if (target.startsWith("dashboard")) {
      // Sign in over the API with the context's cookie jar: the browser's
      // HTTP cache stays cold, the refresh cookie makes /app open signed in.
      const res = await context.request.post("/graphql", {
        data: {
          query: "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
          variables: { input: { email: MEMBER.email, password: MEMBER.password, country: "AO", rememberMe: true } },
        },
      });
      const body = (await res.json()) as { data?: { signIn?: { accessToken?: string } } };
      if (!body.data?.signIn?.accessToken) throw new Error(`member sign-in failed: ${JSON.stringify(body)}`);
    }
    await context.addInitScript(observeVitals);
    if (repeat) {
      // the first visit, unthrottled: it only fills the caches
      const first = await context.newPage();
      await first.goto(PATHS[target], { waitUntil: "load", timeout: 120000 });
      await first.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 60000 });
      await first.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60000 });
      await first.waitForLoadState("networkidle");
      await first.close();
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    if (!repeat) await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (profile.cpuRate > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuRate });
    if (profile.network) {
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: profile.network.latency,
        downloadThroughput: (profile.network.downloadKbps * 1024) / 8,
        uploadThroughput: (profile.network.uploadKbps * 1024) / 8,
      });
    }
    // Which request led to which: a script or fetch started by another script names it in its initiator.
    const depth = new Map<string, number>();
    let chain = 0;
    cdp.on("Network.requestWillBeSent", (e) => {
      const by = e.initiator.url ?? e.initiator.stack?.callFrames.find((f) => f.url)?.url;
      const url = e.request.url.split("#")[0];
      const d = e.type === "Document" ? 1 : (by ? (depth.get(by.split("#")[0]) ?? 1) : 1) + 1;
      if (!depth.has(url)) depth.set(url, d);
      if (e.request.url.startsWith(baseUrl)) chain = Math.max(chain, d);
    });
    const scripts = new Map<string, number>();
    let open = 0;
    let lastNet = Date.now();
    page.on("request", () => {
      open++;
      lastNet = Date.now();
    });
    const done = () => {
      open = Math.max(0, open - 1);
      lastNet = Date.now();
    };
    page.on("requestfailed", done);
    page.on("requestfinished", async (req) => {
      done();
      const url = new URL(req.url());
      if (!url.pathname.endsWith(".js")) return;
      const sizes = await req.sizes().catch(() => null);
      scripts.set(url.pathname, sizes ? Math.max(0, sizes.responseBodySize) : 0);
    });
    await page.goto(PATHS[target], { waitUntil: "load", timeout: 120000 });
    if (target.startsWith("dashboard")) await page.waitForURL(/\/app(\/|$|\?)/);
    await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 60000 });
    // WebSocket subscriptions stay open on the dashboard: they do not count as open requests.
    await waitQuiet(
      page,
      profile.quietMs,
      () => open,
      () => lastNet,
    );
    const vitals = await readVitals(page);
    let jsGzip = 0;
    for (const p of scripts.keys()) {
      const file = path.join(dist, p);
      if (fs.existsSync(file)) jsGzip += gzipSync(fs.readFileSync(file), { level: 9 }).length;
    }
    return { ...vitals, jsFiles: scripts.size, jsBytes: [...scripts.values()].reduce((a, b) => a + b, 0), jsGzip, chain };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : "–");
const kb = (b: number) => `${(b / 1024).toFixed(1)} kB`;

/** BENCH_WEB_DIST, else a fresh build of the web app in a temporary folder (removed by `cleanup`). */
export function buildWeb(prefix = "ponte-bench-web-"): { dist: string; cleanup: () => void } {
  if (process.env.BENCH_WEB_DIST) return { dist: path.resolve(process.env.BENCH_WEB_DIST), cleanup: () => {} };
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  console.error(`Building the web app into ${dist}…`);
  const r = spawnSync(process.execPath, [path.join(ROOT, "node_modules/vite/bin/vite.js"), "build", "web", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (r.status !== 0) throw new Error("vite build failed");
  return { dist, cleanup: () => fs.rmSync(dist, { recursive: true, force: true }) };
}

export async function main(): Promise<void> {
  const { dist, cleanup } = buildWeb();
  const db = await benchDatabase("ponte_bench_web_vitals");
  // an API that does not start (a busy machine) must not leave the database running
  const api = await startApi(db.url, { WEB_DIST_DIR: dist }).catch(async (e: unknown) => {
    await db.stop();
    cleanup();
    throw e;
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const rows: string[][] = [];
    for (const profile of PROFILES) {
      for (const target of TARGETS) {
        const samples: Sample[] = [];
        for (let i = 0; i < RUNS; i++) {
          samples.push(await measure(browser, api.url, dist, profile, target));
          console.error(`  ${profile.name} ${target} run ${i + 1}/${RUNS}: LCP ${ms(samples[i].lcp)}, TBT ${ms(samples[i].tbt)}`);
        }
        const med = (k: keyof Sample) => median(samples.map((s) => s[k]));
        rows.push([
          `${target} ${PATHS[target]}`,
          profile.name,
          ms(med("fcp")),
          ms(med("lcp")),
          med("cls").toFixed(3),
          ms(med("tbt")),
          String(med("jsFiles")),
          kb(med("jsBytes")),
          kb(med("jsGzip")),
          String(med("chain")),
        ]);
      }
    }
    console.log(`\nWeb vitals (Chromium ${browser.version()}, cold cache, median of ${RUNS} runs)`);
    console.log(machineNote());
    console.log("Timings are noisy on a shared 2-core machine; compare runs made on the same machine.\n");
    console.log(table(["page", "profile", "FCP", "LCP", "CLS", "TBT", "JS files", "JS as served", "JS gzip", "request chain"], rows));
  } finally {
    await browser.close();
    await api.stop();
    await db.stop();
    cleanup();
  }
}

if (import.meta.filename === process.argv[1]) await main();
