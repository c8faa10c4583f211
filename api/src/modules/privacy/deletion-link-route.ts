import type http from "node:http";
import { registerRoute } from "../../infra/http/routes.ts";
import { consumeOneTimeToken, findUsableOneTimeToken } from "../auth/one-time-tokens.ts";
import { page } from "../email-notifications/unsubscribe-route.ts";
import { recordDeletionRequest } from "./deletion.ts";

const token = (url: URL) => url.searchParams.get("token") ?? "";

function refuseLink(res: http.ServerResponse): void {
  page(
    res,
    400,
    "Este link de exclusão não é válido, expirou ou já foi usado. Peça outro em Configurações, no Ponte.",
    "This deletion link is not valid, has expired or was already used. Ask for another in Settings, on Ponte.",
  );
}

/** Whether a token error is the link's fault (bad, expired, used): a page then, not a server error. */
const isLinkError = (e: unknown) => {
  const reason = (e as { extensions?: { reason?: string } }).extensions?.reason;
  return reason === "TOKEN_INVALID" || reason === "TOKEN_EXPIRED";
};

/**
 * GET /privacy/delete-account?token=…, the link e-mailed to an account
 * without a password (requestMyAccountDeletionLink): a page in both
 * languages saying what happens, with one button that confirms. GET changes
 * nothing, so a mail scanner opening the link deletes no one.
 */
registerRoute({
  method: "GET",
  path: /^\/privacy\/delete-account$/,
  handle: async ({ res, url, services }) => {
    try {
      await findUsableOneTimeToken(services.prisma, token(url), "ACCOUNT_DELETION");
    } catch (e) {
      if (isLinkError(e)) return refuseLink(res);
      throw e;
    }
    page(
      res,
      200,
      "Excluir sua conta da Ponte? Você sai de todos os dispositivos; depois de 7 dias apagamos seus dados pessoais. Entrar na Ponte antes disso cancela o pedido.",
      "Delete your Ponte account? You are signed out everywhere; after 7 days we erase your personal data. Signing in before then cancels the request.",
      { action: `/privacy/delete-account?token=${encodeURIComponent(token(url))}`, pt: "Confirmar a exclusão", en: "Confirm the deletion" },
    );
  },
});

/** POST /privacy/delete-account?token=…: the page's button. Uses the link once and starts the 7-day grace period. */
registerRoute({
  method: "POST",
  path: /^\/privacy\/delete-account$/,
  handle: async ({ req, res, url, services }) => {
    for await (const _ of req);
    let userId: string;
    try {
      userId = (await consumeOneTimeToken(services.prisma, token(url), "ACCOUNT_DELETION")).userId;
    } catch (e) {
      if (isLinkError(e)) return refuseLink(res);
      throw e;
    }
    const after = await recordDeletionRequest(services.prisma, userId, "email-link");
    const day = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(after);
    page(
      res,
      200,
      `Pedido registrado: sua conta será anonimizada em ${day("pt-BR")} (UTC). Até lá, entrar na Ponte cancela o pedido.`,
      `Request recorded: your account will be anonymised on ${day("en-GB")} (UTC). Until then, signing in cancels it.`,
    );
  },
});
