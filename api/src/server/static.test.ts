import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticHandler, pickEncoding, preloadLinks } from "./static.ts";

const dist = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-static-"));
const script = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `palavra-${i}`))};\n`;
let server: http.Server;
let base: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Ponte</title>");
  fs.writeFileSync(path.join(dist, "assets", "app-abc123.js"), script);
  fs.writeFileSync(path.join(dist, "assets", "logo-abc123.png"), Buffer.alloc(4096, 1));
  fs.writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
  fs.writeFileSync(path.join(dist, "manifest.webmanifest"), '{"name":"Ponte"}');
  fs.writeFileSync(path.join(dist, "offline.html"), "<!doctype html><title>Sem conexão</title>");
  server = http.createServer(createStaticHandler(dist));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(dist, { recursive: true, force: true });
});

/** raw bytes and headers, without fetch's transparent decompression */
function get(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${pathname}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

describe("static web app: compression", () => {
  it("sends scripts brotli-compressed when the browser accepts it, and the bytes decode to the file", async () => {
    const res = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toBe("accept-encoding");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("falls back to gzip, then to the plain file; q=0 refuses an encoding", async () => {
    const gz = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const refused = await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(pickEncoding("br;q=0.0, gzip")).toBe("gzip");
    expect(pickEncoding("*")).toBe("gzip");
    expect(pickEncoding(undefined)).toBeNull();
  });

  it("leaves images and tiny files alone, and HEAD sends no body", async () => {
    const png = await get("/assets/logo-abc123.png", { "accept-encoding": "br" });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.body.length).toBe(4096);
    const index = await get("/app/projects", { "accept-encoding": "br" });
    expect(index.headers["content-encoding"]).toBeUndefined();
    expect(index.body.toString()).toContain("<title>Ponte</title>");
    const head = await get("/assets/app-abc123.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });
});

describe("static web app: the app's pages", () => {
  it("answers 404 with index.html off the build's route list, 200 on it, and 200 everywhere for a build without the list", async () => {
    const withList = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-static-routes-"));
    fs.writeFileSync(path.join(withList, "index.html"), "<!doctype html><title>Ponte</title>");
    fs.writeFileSync(path.join(withList, "routes.json"), JSON.stringify(["/", "/login", "/app/projects/*"]));
    const listed = http.createServer(createStaticHandler(withList));
    await new Promise<void>((r) => listed.listen(0, "127.0.0.1", r));
    const at = (p: string) => fetch(`http://127.0.0.1:${(listed.address() as AddressInfo).port}${p}`);
    try {
      for (const [p, status] of [
        ["/", 200],
        ["/login/", 200],
        ["/app/projects/abc", 200],
        ["/app/projects", 200],
        ["/nope", 404],
        ["/app/projectsX", 404],
      ] as const) {
        const res = await at(p);
        expect(res.status, p).toBe(status);
        expect(await res.text()).toContain("<title>Ponte</title>");
      }
    } finally {
      await new Promise((r) => listed.close(r));
      fs.rmSync(withList, { recursive: true, force: true });
    }
    expect((await get("/nope")).status).toBe(200);
  });
});

describe("static web app: installable app files", () => {
  it("revalidates the service worker on every check (a cached sw.js would keep an old version), and types the manifest", async () => {
    const sw = await get("/sw.js");
    expect(sw.status).toBe(200);
    expect(sw.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(sw.headers["cache-control"]).toBe("no-cache");
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.headers["content-type"]).toBe("application/manifest+json");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
  });

  it("gives the offline page the app's Content-Security-Policy", async () => {
    const res = await get("/offline.html");
    expect(res.status).toBe(200);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});

describe("static web app: preload links for the requested page", () => {
  const plan = {
    routes: [
      { path: "/", modulepreload: [], prefetch: [], prefetchWhenSignedIn: ["/assets/auth-1.js", "/assets/member-1.js"], messages: false },
      {
        path: "/login",
        modulepreload: ["/assets/auth-1.js"],
        prefetch: ["/assets/member-1.js"],
        prefetchWhenSignedIn: [],
        messages: false,
        authMessages: true,
        prefetchMessages: true,
      },
      { path: "/app/*", modulepreload: ["/assets/auth-1.js", "/assets/member-1.js", '/assets/x.js"><script>'], prefetch: [], prefetchWhenSignedIn: [], messages: true },
    ],
    messages: { pt: ["/assets/messages-pt-1.js", "/assets/shared-pt-1.js"], en: ["/assets/messages-en-1.js", "/assets/shared-en-1.js"] },
    authMessages: { pt: ["/assets/pt.auth-1.js", "/assets/shared-pt-1.js"], en: ["/assets/en.auth-1.js", "/assets/shared-en-1.js"] },
  };

  it("names the page's chunks and its language's catalogues in index.html, what comes next for later, and only the build's script paths", () => {
    const visitor = { signedIn: false, locale: undefined };
    expect(preloadLinks(plan, "/login", visitor)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/auth-1.js"><link rel="modulepreload" crossorigin href="/assets/pt.auth-1.js"><link rel="modulepreload" crossorigin href="/assets/shared-pt-1.js"><meta name="ponte-prefetch" content="/assets/member-1.js /assets/messages-pt-1.js">',
    );
    const app = preloadLinks(plan, "/app/services", { signedIn: true, locale: "en" });
    expect(app).toContain('href="/assets/member-1.js"');
    expect(app).toContain('href="/assets/messages-en-1.js"');
    expect(app).not.toContain("messages-pt");
    expect(app).not.toContain("<script>");
    // the landing page: nothing for a visitor; the signed-in area, prefetched, for someone who holds a session
    expect(preloadLinks(plan, "/", visitor)).toBe("");
    expect(preloadLinks(plan, "/", { signedIn: true, locale: "pt" })).toBe('<meta name="ponte-prefetch" content="/assets/auth-1.js /assets/member-1.js">');
    expect(preloadLinks(plan, "/application", visitor)).toBe("");
    expect(preloadLinks(null, "/login", visitor)).toBe("");
  });

  it("serves index.html with the links and the session hint (compressed, varying on the cookies), and as built where the build has no plan", async () => {
    const withPlan = fs.mkdtempSync(path.join(os.tmpdir(), "ponte-static-preload-"));
    fs.writeFileSync(path.join(withPlan, "index.html"), `<!doctype html><html><head><title>Ponte</title></head><body>${"<p>texto</p>".repeat(200)}</body></html>`);
    fs.writeFileSync(path.join(withPlan, "preload.json"), JSON.stringify(plan));
    const served = http.createServer(createStaticHandler(withPlan, { sessionCookie: "ponte_rt" }));
    await new Promise<void>((r) => served.listen(0, "127.0.0.1", r));
    const at = (p: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${(served.address() as AddressInfo).port}${p}`, { headers });
    try {
      const login = await at("/login", { "accept-encoding": "br", cookie: "ponte_locale=en" });
      expect(login.status).toBe(200);
      expect(login.headers.get("content-encoding")).toBe("br");
      expect(login.headers.get("vary")).toBe("accept-encoding, cookie");
      const html = await login.text();
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/shared-en-1.js"><meta name="ponte-prefetch" content="/assets/member-1.js /assets/messages-en-1.js"><meta name="ponte-session" content="none"></head>',
      );
      const home = await (await at("/", { cookie: "ponte_rt=abc; ponte_locale=pt" })).text();
      expect(home).toContain('<meta name="ponte-prefetch" content="/assets/auth-1.js /assets/member-1.js"><meta name="ponte-session" content="present"></head>');
      const visitorHome = await at("/");
      expect(visitorHome.headers.get("vary")).toBe("accept-encoding, cookie");
      const visitorHtml = await visitorHome.text();
      expect(visitorHtml).not.toContain("<link");
      expect(visitorHtml).not.toContain("ponte-prefetch");
      expect(visitorHtml).toContain('<meta name="ponte-session" content="none"></head>');
      // a page the plan does not name still says whether the cookie came
      expect(await (await at("/reset-password", { cookie: "ponte_rt=abc" })).text()).toContain('<meta name="ponte-session" content="present"></head>');
    } finally {
      await new Promise((r) => served.close(r));
      fs.rmSync(withPlan, { recursive: true, force: true });
    }
    expect(await (await get("/login")).body.toString()).toBe("<!doctype html><title>Ponte</title>");
  });
});
