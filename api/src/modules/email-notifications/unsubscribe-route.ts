import type http from "node:http";
import type { AppServices } from "../../graphql/context.ts";
import type { EmailNotificationKind } from "../../generated/prisma/enums.ts";
import { registerRoute } from "../../infra/http/routes.ts";
import { UNSUBSCRIBE_KEY_PURPOSE, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

const KIND_LABEL: Record<EmailNotificationKind, { pt: string; en: string }> = {
  APPLICATION_DECIDED: { pt: "decisões sobre suas candidaturas", en: "decisions on your applications" },
  SERVICE_REQUEST_STATUS: { pt: "mudanças nas suas solicitações de serviço", en: "changes to your service requests" },
  CONNECTION_REQUESTED: { pt: "novos pedidos de conexão", en: "new connection requests" },
  CONNECTION_ACCEPTED: { pt: "conexões aceitas", en: "accepted connections" },
  ADMIN_DIGEST: { pt: "resumo de hora em hora para administradores", en: "hourly digest for administrators" },
  SAVED_SEARCH_DIGEST: { pt: "resumo semanal dos seus alertas de oportunidades", en: "weekly digest of your opportunity alerts" },
};

/** A small page in both languages, with at most one confirming button (also the privacy module's deletion link page). */
export function page(res: http.ServerResponse, status: number, pt: string, en: string, form?: { action: string; pt: string; en: string }): void {
  const formHtml = form
    ? `<form method="post" action="${form.action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${form.pt} / ${form.en}</button></form>`
    : "";
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "referrer-policy": "no-referrer",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  });
  res.end(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Ponte</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a202c;line-height:1.5}button{padding:.6rem 1rem;font-size:1rem}</style></head>
<body><h1>Ponte</h1><p>${pt}</p><p lang="en">${en}</p>${formHtml}</body></html>
`);
}

function verified(services: AppServices, url: URL) {
  const token = url.searchParams.get("token") ?? "";
  return verifyUnsubscribeToken(services.tokens.deriveKey(UNSUBSCRIBE_KEY_PURPOSE), token);
}

function refuseForged(res: http.ServerResponse): void {
  page(
    res,
    400,
    "Este link de cancelamento não é válido. Você pode escolher seus e-mails em Configurações, no Ponte.",
    "This unsubscribe link is not valid. You can choose your e-mails in Settings, on Ponte.",
  );
}

/**
 * GET /unsubscribe?token=…: a page (in both languages) naming the kind, with
 * one button that confirms. GET changes nothing, so a mail scanner opening the
 * link unsubscribes no one.
 */
registerRoute({
  method: "GET",
  path: /^\/unsubscribe$/,
  handle: ({ res, url, services }) => {
    const target = verified(services, url);
    if (!target) return refuseForged(res);
    const label = KIND_LABEL[target.kind];
    page(res, 200, `Deixar de receber e-mails sobre ${label.pt}?`, `Stop e-mails about ${label.en}?`, {
      action: `/unsubscribe?token=${encodeURIComponent(url.searchParams.get("token") ?? "")}`,
      pt: "Cancelar inscrição",
      en: "Unsubscribe",
    });
  },
});

/**
 * POST /unsubscribe?token=…: RFC 8058 one-click (the mail client posts
 * `List-Unsubscribe=One-Click`), or the page's button. Switches the kind off
 * for the person the token names, without signing in; 200 with a page.
 */
registerRoute({
  method: "POST",
  path: /^\/unsubscribe$/,
  handle: async ({ req, res, url, services }) => {
    // the body (List-Unsubscribe=One-Click) carries nothing the token does not; drain it
    for await (const _ of req);
    const target = verified(services, url);
    if (!target) return refuseForged(res);
    await services.prisma.$executeRaw`
      UPDATE "User" SET "emailOptOuts" = array_append("emailOptOuts", ${target.kind}::"EmailNotificationKind"), "updatedAt" = now()
      WHERE "id" = ${target.userId}::uuid AND NOT (${target.kind}::"EmailNotificationKind" = ANY("emailOptOuts"))`;
    const label = KIND_LABEL[target.kind];
    page(
      res,
      200,
      `Pronto: você não receberá mais e-mails sobre ${label.pt}. Pode reativá-los em Configurações.`,
      `Done: you will no longer get e-mails about ${label.en}. You can turn them back on in Settings.`,
    );
  },
});
