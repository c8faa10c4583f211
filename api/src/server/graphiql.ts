import crypto from "node:crypto";
import { css, editorWorkerService, favicon, graphqlWorker, js, jsonWorker } from "@graphql-yoga/render-graphiql/graphiql";
import type { Plugin } from "graphql-yoga";
import type { AppServices } from "../graphql/context.ts";
import { registerRoute } from "../infra/http/routes.ts";
import { compress, pickEncoding, socketOrigin } from "./static.ts";

/**
 * GraphiQL as a small page and long-cached files, instead of yoga's 9 MB of
 * inline HTML on every GET: the page (GET /graphql from a browser) is a few
 * kB; its script, style sheet, Monaco's workers and icon are served under
 * /graphiql/<content hash>/… with `immutable` caching, brotli or gzip
 * (compressed once, kept in memory), and a CSP without inline script (the
 * options travel as a JSON data block read by our own boot script).
 */

const BASE = "/graphiql";

/** Opens on the public list (filters and paging), the sync query and the live events, one tab each. */
export const GRAPHIQL_TABS = [
  {
    query: `# Active opportunities, filtered and paged (Relay: first/after, last/before).
# Partners: add {"Authorization": "Bearer <token>"} in Headers below (see /developers).
query Opportunities($first: Int = 10, $after: String, $filter: OpportunityFilter = { country: AO }) {
  opportunities(first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      node { id title organization country sector type deadline budget currency updatedAt }
    }
  }
}`,
  },
  {
    query: `# Keep a copy in sync: everything changed after your last sync, oldest change first.
# Pass the greatest updatedAt you stored as $since, and follow endCursor while hasNextPage.
query Changes($since: DateTime = "2026-01-01T00:00:00Z", $after: String) {
  opportunities(updatedSince: $since, orderBy: { field: UPDATED_AT, direction: ASC }, first: 100, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node { id title status deadline updatedAt } }
  }
}`,
  },
  {
    query: `# Live changes over WebSocket (graphql-ws): press Run and keep this tab open.
# filter: the same as the list's; one that stops matching comes with opportunity null.
subscription Live {
  opportunityEvents(filter: { country: AO }) {
    op
    id
    opportunity { id title status deadline updatedAt }
  }
}`,
  },
];

interface Asset {
  path: string;
  type: string;
  body: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

const hash = (b: Buffer | string) => crypto.createHash("sha256").update(b).digest("base64url").slice(0, 16);

function asset(name: string, type: string, body: Buffer): Asset {
  return { path: `${BASE}/${hash(body)}/${name}`, type, body };
}

const PAGE_CSS = `html,body{height:100%;margin:0}
body{display:flex;flex-direction:column;font-family:system-ui,sans-serif}
#ponte-note{flex:none;margin:0;padding:6px 12px;font-size:13px;line-height:1.4;background:#0b3d5c;color:#fff}
#ponte-note a{color:#fff;font-weight:600}
#ponte-note code{background:rgba(255,255,255,.15);padding:0 4px;border-radius:3px}
#root{flex:1;min-height:0}
#root>.graphiql-container{height:100%}`;

/** The boot script: Monaco's workers as files, then GraphiQL with the options of the page's JSON block. */
const bootJs = (workers: Record<string, string>) => `"use strict";
(function () {
  var workers = ${JSON.stringify(workers)};
  self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: function (_id, label) { return workers[label]; } };
  var options = JSON.parse(document.getElementById("graphiql-options").textContent);
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById("root"), options);
})();
`;

let built: { assets: Map<string, Asset>; page: () => string } | null = null;

/** Made on first use: importing the API must not pay for 9 MB of strings it may never serve. */
function build() {
  if (built) return built;
  const assets = new Map<string, Asset>();
  const add = (a: Asset) => (assets.set(a.path, a), a);
  const workers = {
    editorWorkerService: add(asset("editor.worker.js", "text/javascript; charset=utf-8", Buffer.from(editorWorkerService))).path,
    json: add(asset("json.worker.js", "text/javascript; charset=utf-8", Buffer.from(jsonWorker))).path,
    graphql: add(asset("graphql.worker.js", "text/javascript; charset=utf-8", Buffer.from(graphqlWorker))).path,
  };
  const app = add(asset("graphiql.js", "text/javascript; charset=utf-8", Buffer.from(js)));
  const boot = add(asset("boot.js", "text/javascript; charset=utf-8", Buffer.from(bootJs(workers))));
  const style = add(asset("graphiql.css", "text/css; charset=utf-8", Buffer.from(css)));
  const pageStyle = add(asset("page.css", "text/css; charset=utf-8", Buffer.from(PAGE_CSS)));
  const icon = add(asset("favicon.ico", "image/x-icon", Buffer.from(favicon.replace(/^data:[^,]*;base64,/, ""), "base64")));
  const options = { title: "Ponte GraphQL API", subscriptionsProtocol: "WS", defaultTabs: GRAPHIQL_TABS, defaultEditorToolsVisibility: "variables" };
  // "<" escaped so no text can close the data block
  const optionsJson = JSON.stringify(options).replace(/</g, "\\u003c");
  const page = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ponte GraphQL API · GraphiQL</title>
<link rel="icon" href="${icon.path}">
<link rel="stylesheet" href="${style.path}">
<link rel="stylesheet" href="${pageStyle.path}">
</head>
<body class="no-focus-outline">
<p id="ponte-note">Partners: put your API token in the <strong>Headers</strong> tab as <code>{"Authorization": "Bearer &lt;token&gt;"}</code>; public fields work without one. Limits, error reasons and examples: <a href="/developers">developers' guide</a>.</p>
<noscript>GraphiQL needs JavaScript. The developers' guide is at <a href="/developers">/developers</a>.</noscript>
<div id="root"></div>
<script type="application/json" id="graphiql-options">${optionsJson}</script>
<script src="${app.path}"></script>
<script src="${boot.path}"></script>
</body>
</html>
`;
  built = { assets, page };
  return built;
}

/**
 * The page's policy: scripts, styles, workers and fetches from this origin
 * only (inline styles allowed: Monaco sets them), its fonts and icons as
 * data: URLs, the WebSocket of the same origin (not every browser counts
 * ws: as 'self'), and never inside a frame.
 */
export function graphiqlPolicy(publicUrl: string | undefined, host: string | undefined): string {
  const socket = socketOrigin(publicUrl, host);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "worker-src 'self'",
    `connect-src 'self'${socket ? ` ${socket}` : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** Made once per asset and encoding, off the event loop (GraphiQL's script is megabytes). */
function compressed(a: Asset, encoding: "br" | "gzip"): Promise<Buffer> {
  if (encoding === "br") return (a.br ??= compress(a.body, "br"));
  return (a.gzip ??= compress(a.body, "gzip"));
}

registerRoute({
  method: "GET",
  path: /^\/graphiql\/[A-Za-z0-9_-]+\/[a-z.]+$/,
  handle: async ({ req, res, url }) => {
    const a = build().assets.get(url.pathname);
    if (!a) {
      res.writeHead(404, { "content-type": "text/plain", "cache-control": "no-cache" }).end("Not found");
      return;
    }
    const encoding = a.type.startsWith("image/") ? null : pickEncoding(req.headers["accept-encoding"]);
    const body = encoding ? await compressed(a, encoding) : a.body;
    res.writeHead(200, {
      "content-type": a.type,
      "content-length": body.length,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
      vary: "accept-encoding",
      ...(encoding ? { "content-encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  },
});

/**
 * Answers a browser's GET /graphql (Accept: text/html) with GraphiQL's page;
 * yoga's own GraphiQL is off (`graphiql: false`).
 */
export function useGraphiQLPage(services: Pick<AppServices, "config">): Plugin {
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (request.method !== "GET" || !request.headers.get("accept")?.includes("text/html")) return;
      if (url.pathname !== "/graphql" && url.pathname !== "/graphql/") return;
      endResponse(
        new fetchAPI.Response(build().page(), {
          status: 200,
          headers: {
            "content-type": "text/html; charset=utf-8",
            "cache-control": "no-cache",
            "content-security-policy": graphiqlPolicy(services.config.PUBLIC_URL, request.headers.get("host") ?? undefined),
            "x-content-type-options": "nosniff",
            "x-frame-options": "DENY",
            "referrer-policy": "strict-origin-when-cross-origin",
          },
        }),
      );
    },
  };
}
