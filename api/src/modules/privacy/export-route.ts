import type http from "node:http";
import { audit } from "../../infra/audit/audit.ts";
import { registerRoute } from "../../infra/http/routes.ts";
import { consumeRateLimit } from "../../infra/security/rate-limit.ts";
import { resolveViewer } from "../auth/viewer.ts";
import { personalDataZip } from "./data-export.ts";

/** Exports per person per hour: enough to retry a failed download, too few to hammer the database with. */
export const EXPORTS_PER_HOUR = 5;

function refuse(res: http.ServerResponse, status: number, code: string, reason: string, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...headers });
  res.end(JSON.stringify({ errors: [{ message, extensions: { code, reason } }] }));
}

/**
 * POST /privacy/export with the web app's `Authorization: Bearer <access
 * token>`: the signed-in person's data as a zip (data-export.ts). A header,
 * not the refresh cookie, so another site cannot make a browser fetch it;
 * POST, as it counts against a limit and writes an audit entry.
 */
registerRoute({
  method: "POST",
  path: /^\/privacy\/export$/,
  handle: async ({ req, res, services }) => {
    const { viewer, authError } = await resolveViewer(services, req.headers.authorization);
    if (viewer?.kind !== "user") {
      const reason = authError?.extensions.reason === "SESSION_EXPIRED" ? "SESSION_EXPIRED" : "ACCESS_TOKEN_INVALID";
      return refuse(res, 401, "UNAUTHENTICATED", reason, "Sign in to download your data");
    }
    const limit = await consumeRateLimit(services.prisma, `data-export:${viewer.id}`, EXPORTS_PER_HOUR, 3600);
    if (!limit.allowed) {
      return refuse(res, 429, "RATE_LIMITED", "RATE_LIMITED", "Too many exports; try again later", { "retry-after": String(limit.retryAfterSeconds) });
    }
    const now = new Date();
    const zip = await personalDataZip(services.prisma, viewer.id, now);
    await audit(services.prisma, { actorId: viewer.id, action: "user.data.exported", entity: "User", entityId: viewer.id, data: { bytes: zip.bytes.byteLength } });
    res.writeHead(200, {
      "content-type": "application/zip",
      "content-length": String(zip.bytes.byteLength),
      "content-disposition": `attachment; filename="${zip.fileName}"`,
      "cache-control": "no-store",
    });
    res.end(zip.bytes);
  },
});
