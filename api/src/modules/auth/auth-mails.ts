import type { Language } from "../../generated/prisma/enums.ts";
import type { Mail } from "../../infra/mail/mailer.ts";

type Lang = Language;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain-text and HTML e-mail with one link (also the privacy module's deletion link). */
export function renderLinkMail(to: string, subject: string, lines: string[], link: { href: string; label: string }, footer: string): Mail {
  const text = [...lines, "", link.href, "", footer].join("\n");
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    `<p style="color:#555">${escapeHtml(footer)}</p>`,
  ].join("\n");
  return { to, subject, text, html };
}

export function passwordResetMail(lang: Lang, to: string, name: string, href: string): Mail {
  return lang === "en"
    ? renderLinkMail(
        to,
        "Ponte: reset your password",
        [`Hello ${name},`, "We received a request to reset your Ponte password. The link below is valid for 1 hour and works once."],
        { href, label: "Choose a new password" },
        "If you did not ask for this, ignore this e-mail: your password stays the same.",
      )
    : renderLinkMail(
        to,
        "Ponte: redefinir a sua senha",
        [`Olá ${name},`, "Recebemos um pedido para redefinir a sua senha da Ponte. O link abaixo é válido por 1 hora e só pode ser usado uma vez."],
        { href, label: "Escolher uma nova senha" },
        "Se não fez este pedido, ignore este email: a sua senha continua a mesma.",
      );
}

export function confirmationMail(lang: Lang, to: string, name: string, href: string): Mail {
  return lang === "en"
    ? renderLinkMail(
        to,
        "Ponte: confirm your e-mail",
        [`Hello ${name},`, "Welcome to Ponte. Please confirm your e-mail address with the link below (valid for 48 hours)."],
        { href, label: "Confirm my e-mail" },
        "If you did not create a Ponte account, ignore this e-mail.",
      )
    : renderLinkMail(
        to,
        "Ponte: confirme o seu email",
        [`Olá ${name},`, "Bem-vindo à Ponte. Confirme o seu endereço de email com o link abaixo (válido por 48 horas)."],
        { href, label: "Confirmar o meu email" },
        "Se não criou uma conta na Ponte, ignore este email.",
      );
}

/** The owner's account is being guessed at (sent once a day at most). */
export function signInAttemptsMail(lang: Lang, to: string, name: string, attempts: number, href: string): Mail {
  return lang === "en"
    ? renderLinkMail(
        to,
        "Ponte: failed sign-in attempts on your account",
        [
          `Hello ${name},`,
          `There have been ${attempts} sign-in attempts with a wrong password on your Ponte account. To protect it, each further attempt now has to wait a little longer, up to one hour.`,
          'If it was you, you can choose a new password now ("Forgot your password?" on the sign-in page): that ends the wait at once.',
        ],
        { href, label: "Open the sign-in page" },
        "If it was not you, your account is safe as long as your password is not used elsewhere; choosing a new one is the surest way.",
      )
    : renderLinkMail(
        to,
        "Ponte: tentativas de acesso malsucedidas na sua conta",
        [
          `Olá ${name},`,
          `Houve ${attempts} tentativas de acesso com a senha errada na sua conta da Ponte. Para protegê-la, cada nova tentativa agora precisa esperar um pouco mais, até uma hora.`,
          'Se foi você, pode escolher uma nova senha agora ("Esqueceu a senha?" na página de entrada): isso encerra a espera imediatamente.',
        ],
        { href, label: "Abrir a página de entrada" },
        "Se não foi você, a sua conta está segura desde que a sua senha não seja usada em outro lugar; escolher uma nova é o mais seguro.",
      );
}

const PROVIDER_LABEL = { GOOGLE: "Google", FACEBOOK: "Facebook" } as const;
type Provider = keyof typeof PROVIDER_LABEL;

/** Someone signed in with a provider account using this e-mail: the owner confirms the link (or ignores it). */
export function oauthLinkConfirmationMail(lang: Lang, to: string, name: string, provider: Provider, href: string): Mail {
  const p = PROVIDER_LABEL[provider];
  return lang === "en"
    ? renderLinkMail(
        to,
        `Ponte: link your ${p} account?`,
        [
          `Hello ${name},`,
          `Someone tried to sign in to Ponte with a ${p} account that uses this e-mail address. If it was you, confirm with the link below (valid for 1 hour) and you can sign in with ${p} from then on.`,
        ],
        { href, label: `Link ${p} to my account` },
        `If it was not you, ignore this e-mail: nothing changes and ${p} cannot be used to enter your account.`,
      )
    : renderLinkMail(
        to,
        `Ponte: associar a sua conta ${p}?`,
        [
          `Olá ${name},`,
          `Alguém tentou entrar na Ponte com uma conta ${p} que usa este endereço de email. Se foi você, confirme com o link abaixo (válido por 1 hora) e poderá entrar com ${p} a partir daí.`,
        ],
        { href, label: `Associar ${p} à minha conta` },
        `Se não foi você, ignore este email: nada muda e o ${p} não pode ser usado para entrar na sua conta.`,
      );
}

/** A provider account was linked: the owner hears of it whatever the way it happened. */
export function oauthLinkedMail(lang: Lang, to: string, name: string, provider: Provider, href: string): Mail {
  const p = PROVIDER_LABEL[provider];
  return lang === "en"
    ? renderLinkMail(
        to,
        `Ponte: ${p} can now be used to sign in`,
        [`Hello ${name},`, `A ${p} account was linked to your Ponte account just now. From now on it can be used to sign in.`],
        { href, label: "Sign in to Ponte" },
        "If it was not you, choose a new password right away and contact the Ponte team.",
      )
    : renderLinkMail(
        to,
        `Ponte: o ${p} agora pode ser usado para entrar`,
        [`Olá ${name},`, `Uma conta ${p} acabou de ser associada à sua conta da Ponte. A partir de agora pode ser usada para entrar.`],
        { href, label: "Entrar na Ponte" },
        "Se não foi você, escolha uma nova senha imediatamente e entre em contato com a equipe da Ponte.",
      );
}
