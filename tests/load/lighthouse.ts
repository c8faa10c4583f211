// Issue 13 §4: Lighthouse (the npm package, mobile preset: a mid-range phone,
// 4× CPU and slow 4G, simulated) on the landing page, the sign-in page and the
// member dashboard, driving Debian's Chromium. Scores of performance,
// accessibility, best practices and SEO, the median of a few runs per page,
// with the metrics behind the performance score. Run by hand (never in CI):
//
//   npm run bench -- lighthouse      (or: node tests/load/lighthouse.ts)
//
// Environment: BENCH_DATABASE_URL (a PostgreSQL server to create the seeded
// database on; else an embedded one), BENCH_WEB_DIST (an existing build of
// the web app; else it is built into a temporary folder), BENCH_RUNS (runs
// per page, default 3), BENCH_PAGES (paths to measure, comma-separated; default
// all three), CHROMIUM_PATH (default /usr/bin/chromium).
//
// The dashboard is measured signed in: before each run the member signs in
// over the API and the refresh cookie goes into the browser's cookie jar (over
// the DevTools protocol), as for a member who kept the session; the app then
// opens /app as it does for a returning member. (Lighthouse's `extraHeaders`
// would not do: it sends the same cookie on every request, so the session's
// refresh token, rotated at the first use, is replayed and the session ended.)
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { MEMBER, benchDatabase, machineNote, startApi, table } from "./support/stack.ts";
import { buildWeb } from "./web-vitals.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
// BENCH_LHR_DIR: keep each run's full Lighthouse report there (to see what a score is made of)
const LHR_DIR = process.env.BENCH_LHR_DIR;
// TOOLCHAIN.md: the flags Debian's Chromium needs here
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync".split(" ");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"] as const;

interface Page {
  name: string;
  path: string;
  signedIn: boolean;
}
const PAGES: Page[] = [
  { name: "landing", path: "/", signedIn: false },
  { name: "sign-in", path: "/login", signedIn: false },
  { name: "member dashboard", path: "/app", signedIn: true },
];

interface Sample {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number], number>;
  requests: number;
  scripts: number;
  /** the audits that cost accessibility, best practices or SEO points */
  failed: string[];
}

/** The member's refresh cookie (`name=value`), from a fresh sign-in. */
async function memberCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
      variables: { input: { email: MEMBER.email, password: MEMBER.password, country: "AO", rememberMe: true } },
    }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("ponte_rt="));
  if (!cookie) throw new Error(`member sign-in gave no refresh cookie: ${res.status} ${await res.text()}`);
  return cookie;
}

async function run(baseUrl: string, page: Page): Promise<Sample> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    if (page.signedIn) {
      const cookie = await memberCookie(baseUrl);
      const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        await browser.contexts()[0].addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
      } finally {
        await browser.close();
      }
    }
    const result = await lighthouse(`${baseUrl}${page.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      locale: "en-US",
      // a busy machine may need longer than Lighthouse's defaults (30 s, 45 s) to paint and load: no effect on the scores
      maxWaitForFcp: 90000,
      maxWaitForLoad: 120000,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { lhr } = result;
    if (LHR_DIR) {
      fs.mkdirSync(LHR_DIR, { recursive: true });
      fs.writeFileSync(path.join(LHR_DIR, `${page.path.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (page.signedIn && !new URL(lhr.finalDisplayedUrl).pathname.startsWith("/app")) {
      throw new Error(`the dashboard run ended on ${lhr.finalDisplayedUrl}: the member was not signed in`);
    }
    const items = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string }[] } | undefined)?.items ?? [];
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Sample["scores"],
      metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.numericValue ?? Number.NaN])) as Sample["metrics"],
      requests: items.length,
      scripts: items.filter((i) => i.resourceType === "Script").length,
      failed: CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => `${c}: ${r.id}`),
      ),
    };
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x).toLocaleString("en")} ms` : "–");

export async function main(): Promise<void> {
  const { dist, cleanup } = buildWeb("ponte-bench-lighthouse-");
  const db = await benchDatabase("ponte_bench_lighthouse");
  // an API that does not start (a busy machine) must not leave the database running
  const api = await startApi(db.url, { WEB_DIST_DIR: dist }).catch(async (e: unknown) => {
    await db.stop();
    cleanup();
    throw e;
  });
  try {
    const rows: string[][] = [];
    const only = process.env.BENCH_PAGES?.split(",");
    for (const page of PAGES.filter((p) => !only || only.includes(p.path))) {
      const samples: Sample[] = [];
      const failures: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        try {
          const s = await run(api.url, page);
          samples.push(s);
          console.error(
            `  ${page.name} run ${i + 1}/${RUNS}: ${CATEGORIES.map((c) => `${c} ${s.scores[c]}`).join(", ")}; LCP ${ms(s.metrics["largest-contentful-paint"])}${s.failed.length ? `; failed: ${s.failed.join(", ")}` : ""}`,
          );
        } catch (e) {
          // one failed run (say NO_FCP on an overloaded machine) is reported, not fatal to the others
          failures.push((e as Error).message);
          console.error(`  ${page.name} run ${i + 1}/${RUNS} failed: ${(e as Error).message}`);
        }
      }
      if (samples.length === 0) {
        rows.push([`${page.name} ${page.path}`, `every run failed: ${failures[0]}`]);
        continue;
      }
      const med = (f: (s: Sample) => number) => median(samples.map(f));
      rows.push([
        `${page.name} ${page.path}`,
        ...CATEGORIES.map((c) => String(med((s) => s.scores[c]))),
        ms(med((s) => s.metrics["first-contentful-paint"])),
        ms(med((s) => s.metrics["largest-contentful-paint"])),
        ms(med((s) => s.metrics["total-blocking-time"])),
        med((s) => s.metrics["cumulative-layout-shift"]).toFixed(3),
        ms(med((s) => s.metrics["speed-index"])),
        String(med((s) => s.scripts)),
        String(med((s) => s.requests)),
      ]);
    }
    console.log(
      `\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile preset (simulated throttling), median of ${RUNS} runs`,
    );
    console.log(machineNote());
    console.log("TBT (and with it the performance score) swings with other work on the machine; request counts do not.\n");
    console.log(table(["page", "performance", "accessibility", "best practices", "SEO", "FCP", "LCP", "TBT", "CLS", "Speed Index", "scripts", "requests"], rows));
  } finally {
    await api.stop();
    await db.stop();
    cleanup();
  }
}

if (import.meta.filename === process.argv[1]) await main();
