import type { Mail } from "../mail/mailer.ts";

type Lang = "pt" | "en";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function render(to: string, subject: string, lines: string[], link: { href: string; label: string }, footer: string): Mail {
  const text = [...lines, "", link.href, "", footer].join("\n");
  const html = [
    ...lines.map((l) => `<p>${escape(l)}</p>`),
    `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>`,
    `<p style="color:#555">${escape(footer)}</p>`,
  ].join("\n");
  return { to, subject, text, html };
}

export function passwordResetMail(lang: Lang, to: string, name: string, href: string): Mail {
  return lang === "en"
    ? render(
        to,
        "Ponte: reset your password",
        [`Hello ${name},`, "We received a request to reset your Ponte password. The link below is valid for 1 hour and works once."],
        { href, label: "Choose a new password" },
        "If you did not ask for this, ignore this e-mail: your password stays the same.",
      )
    : render(
        to,
        "Ponte: redefinir a sua senha",
        [`Olá ${name},`, "Recebemos um pedido para redefinir a sua senha da Ponte. O link abaixo é válido durante 1 hora e só pode ser usado uma vez."],
        { href, label: "Escolher uma nova senha" },
        "Se não fez este pedido, ignore este email: a sua senha continua a mesma.",
      );
}

export function confirmationMail(lang: Lang, to: string, name: string, href: string): Mail {
  return lang === "en"
    ? render(
        to,
        "Ponte: confirm your e-mail",
        [`Hello ${name},`, "Welcome to Ponte. Please confirm your e-mail address with the link below (valid for 48 hours)."],
        { href, label: "Confirm my e-mail" },
        "If you did not create a Ponte account, ignore this e-mail.",
      )
    : render(
        to,
        "Ponte: confirme o seu email",
        [`Olá ${name},`, "Bem-vindo à Ponte. Confirme o seu endereço de email com o link abaixo (válido durante 48 horas)."],
        { href, label: "Confirmar o meu email" },
        "Se não criou uma conta na Ponte, ignore este email.",
      );
}
