// Child-process entry for the abuse benchmark: an ordinary visitor who sends a
// small query every 200 ms (and, when asked, signs in now and then), on its
// own event loop, so the attack generator's work never shows in its figures.
// The parent tells it the current phase over IPC ({ phase, signInEveryMs });
// each sample is tagged with it. On { done } it sends back every sample.
//
// It connects from 127.0.0.1; the attackers use other loopback addresses
// (127.0.0.2 and up), as separate clients on the internet would.
import http from "node:http";

const base = process.env.PROBE_URL;
const email = process.env.PROBE_EMAIL ?? "";
const password = process.env.PROBE_PASSWORD ?? "";
if (!base) throw new Error("probe-process: PROBE_URL is required");

const INTERVAL_MS = 200;
const TIMEOUT_MS = 10_000;
const QUERY = JSON.stringify({ query: "query Probe { opportunities(first: 3) { edges { node { id title } } } }" });
const SIGN_IN = (email: string, password: string) =>
  JSON.stringify({
    query: "mutation ProbeSignIn($input: SignInInput!) { signIn(input: $input) { accessToken } }",
    variables: { input: { email, password, country: "AO", rememberMe: false } },
  });

export interface ProbeSample {
  phase: string;
  kind: "query" | "signIn";
  ms: number;
  /** 200 with data and no errors */
  ok: boolean;
  detail?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: "127.0.0.1" });
// (two sockets: one for the queries, one for a sign-in under way)
const samples: ProbeSample[] = [];
let phase = "idle";
let signInEveryMs = 0;
let lastSignIn = 0;
let running = true;

function post(body: string): Promise<{ ms: number; ok: boolean; detail?: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (ok: boolean, detail?: string) => resolve({ ms: performance.now() - started, ok, detail });
    const req = http.request(
      `${base}/graphql`,
      { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) }, timeout: TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          let ok = res.statusCode === 200;
          try {
            const json = JSON.parse(text) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
            ok &&= Boolean(json.data) && !json.errors;
            done(ok, ok ? undefined : `${res.statusCode} ${json.errors?.[0]?.extensions?.code ?? ""}`.trim());
          } catch {
            done(false, `${res.statusCode} not JSON`);
          }
        });
        res.on("error", (e) => done(false, e.message));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (e) => done(false, (e as NodeJS.ErrnoException).code ?? e.message));
    req.end(body);
  });
}

process.on("message", (m: { phase?: string; signInEveryMs?: number; done?: boolean }) => {
  if (m.phase) {
    phase = m.phase;
    signInEveryMs = m.signInEveryMs ?? 0;
  }
  if (m.done) running = false;
});

process.send?.({ ready: true });

// Sign-ins run beside the queries (each may take a while under attack), so
// the query samples keep their 200 ms rhythm.
const signIns = (async () => {
  while (running) {
    if (signInEveryMs && email && Date.now() - lastSignIn >= signInEveryMs) {
      lastSignIn = Date.now();
      const current = phase;
      const r = await post(SIGN_IN(email, password));
      samples.push({ phase: current, kind: "signIn", ...r });
    } else await new Promise((r) => setTimeout(r, 100));
  }
})();

while (running) {
  const tick = performance.now();
  const current = phase;
  const r = await post(QUERY);
  samples.push({ phase: current, kind: "query", ...r });
  const wait = INTERVAL_MS - (performance.now() - tick);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
await signIns;
process.send?.({ samples }, () => process.exit(0));
