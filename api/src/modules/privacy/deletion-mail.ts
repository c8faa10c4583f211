import type { Language } from "../../generated/prisma/enums.ts";
import type { Mail } from "../../infra/mail/mailer.ts";
import { renderLinkMail } from "../auth/auth-mails.ts";

/** The link that confirms an account's deletion (accounts without a password). */
export function deletionLinkMail(lang: Language, to: string, name: string, href: string): Mail {
  return lang === "en"
    ? renderLinkMail(
        to,
        "Ponte: confirm the deletion of your account",
        [
          `Hello ${name},`,
          "You asked to delete your Ponte account. Open the link below and confirm: your account is then anonymised after 7 days, and signing in before that cancels it. The link is valid for 1 hour and works once.",
        ],
        { href, label: "Confirm the deletion" },
        "If you did not ask for this, ignore this e-mail: nothing changes.",
      )
    : renderLinkMail(
        to,
        "Ponte: confirme a exclusão da sua conta",
        [
          `Olá ${name},`,
          "Você pediu para excluir sua conta da Ponte. Abra o link abaixo e confirme: a conta é anonimizada depois de 7 dias, e entrar na Ponte antes disso cancela o pedido. O link é válido por 1 hora e só pode ser usado uma vez.",
        ],
        { href, label: "Confirmar a exclusão" },
        "Se você não fez este pedido, ignore este e-mail: nada muda.",
      );
}
