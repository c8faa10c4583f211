import type http from "node:http";
import { registerRoute } from "../../infra/http/routes.ts";
import { isUuid } from "../../graphql/node-id.ts";
import { resolveViewer } from "../auth/viewer.ts";
import { invoiceFileName, invoiceLanguage, loadInvoiceDocument, renderInvoicePdf } from "./invoice-pdf.ts";

/** The error as GraphQL would answer it (FORBIDDEN carries no reason there either). */
function refuse(res: http.ServerResponse, status: number, code: string, reason: string | null, message: string) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify({ errors: [{ message, extensions: reason ? { code, reason } : { code } }] }));
}

/**
 * GET /invoices/<id>.pdf?lang=pt|en (Invoice.pdfPath) with the web app's
 * `Authorization: Bearer <access token>`, checked as GraphQL checks it:
 * 401 without a valid session, 403 for anyone but an administrator (API
 * tokens included), 404 for an unknown invoice. `lang` defaults to the
 * invoice country's language; `download=1` asks the browser to save it.
 */
registerRoute({
  method: "GET",
  path: /^\/invoices\/([0-9a-fA-F-]{36})\.pdf$/,
  handle: async ({ req, res, url, match, services }) => {
    const { viewer, authError } = await resolveViewer(services, req.headers.authorization);
    if (!viewer) {
      const reason = authError?.extensions.reason === "SESSION_EXPIRED" ? "SESSION_EXPIRED" : "ACCESS_TOKEN_INVALID";
      return refuse(res, 401, "UNAUTHENTICATED", reason, "Sign in as an administrator to download invoices");
    }
    if (viewer.kind !== "user" || viewer.role !== "ADMIN") return refuse(res, 403, "FORBIDDEN", null, "Only administrators can download invoices");
    const id = match[1].toLowerCase();
    const invoice = isUuid(id) ? await loadInvoiceDocument(services.prisma, id) : null;
    if (!invoice) return refuse(res, 404, "NOT_FOUND", "NOT_FOUND", "No such invoice");
    const asked = url.searchParams.get("lang");
    const lang = asked === "pt" || asked === "en" ? asked : invoiceLanguage(invoice.country);
    const pdf = await renderInvoicePdf(invoice, lang);
    const disposition = url.searchParams.get("download") === "1" ? "attachment" : "inline";
    res.writeHead(200, {
      "content-type": "application/pdf",
      "content-length": String(pdf.byteLength),
      "content-disposition": `${disposition}; filename="${invoiceFileName(invoice.number)}"`,
      "cache-control": "private, no-store",
      "content-language": lang === "pt" ? "pt-BR" : "en",
    });
    res.end(req.method === "HEAD" ? undefined : pdf);
  },
});
