import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import pt from "../messages/pt.json";
import en from "../messages/en.json";
import { type AuthErrorContext, authErrorMessage } from "./authErrorMessage";

const gqlError = (extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ data: null, errors: [{ message: "refused", extensions }] });
const text = (error: unknown, context: AuthErrorContext, catalogue: Record<string, string> = pt) => catalogue[authErrorMessage(error, context).id];

describe("authErrorMessage (spec §8)", () => {
  it("maps the API's reasons to the spec's texts", () => {
    expect(text(gqlError({ code: "UNAUTHENTICATED", reason: "INVALID_CREDENTIALS" }), "signIn")).toBe("Email ou senha incorretos");
    expect(text(gqlError({ code: "UNAUTHENTICATED", reason: "INVALID_CREDENTIALS" }), "signIn", en)).toBe("Incorrect email or password");
    expect(text(gqlError({ code: "CONFLICT", reason: "EMAIL_TAKEN" }), "register")).toBe("Este email já está registrado");
    expect(text(gqlError({ code: "BAD_USER_INPUT", reason: "PASSWORD_TOO_SHORT" }), "register")).toBe("A senha deve ter pelo menos 6 caracteres");
  });
  it("words an unconfirmed e-mail differently on the registration screen", () => {
    const error = gqlError({ code: "FORBIDDEN", reason: "EMAIL_NOT_CONFIRMED" });
    expect(text(error, "signIn")).toBe("Confirme seu email antes de fazer login");
    expect(text(error, "register")).toBe("Por favor, confirme seu email antes de fazer login. Verifique sua caixa de entrada.");
  });
  it("says how long to wait when rate limited", () => {
    const m = authErrorMessage(gqlError({ code: "RATE_LIMITED", reason: "RATE_LIMITED", retryAfterSeconds: 42 }), "signIn");
    expect(m).toEqual({ id: "auth.error.rateLimitedMinutes", values: { minutes: 1 } });
  });
  it("gives waits in minutes, in both languages (the API's 653 seconds are 11 minutes)", () => {
    const error = gqlError({ code: "RATE_LIMITED", reason: "RATE_LIMITED", retryAfterSeconds: 653 });
    const m = authErrorMessage(error, "signIn");
    expect(m).toEqual({ id: "auth.error.rateLimitedMinutes", values: { minutes: 11 } });
    const format = (catalogue: Record<string, string>, locale: string) => new IntlMessageFormat(catalogue[m.id], locale).format(m.values) as string;
    expect(format(pt, "pt-BR")).toBe("Muitas tentativas. Tente novamente em 11 minutos.");
    expect(format(en, "en")).toBe("Too many attempts. Try again in 11 minutes.");
    const one = authErrorMessage(gqlError({ code: "RATE_LIMITED", reason: "RATE_LIMITED", retryAfterSeconds: 60 }), "signIn");
    expect(new IntlMessageFormat(pt[one.id as keyof typeof pt], "pt-BR").format(one.values)).toBe("Muitas tentativas. Tente novamente em 1 minuto.");
  });
  it("says the server is busy (not 'too many attempts') when the password check queue is full", () => {
    const error = gqlError({ code: "RATE_LIMITED", reason: "SERVICE_BUSY", retryAfterSeconds: 1 });
    expect(text(error, "signIn")).toBe("O servidor está ocupado neste momento. Tente novamente em alguns segundos.");
    expect(text(error, "signIn", en)).toBe("The server is busy right now. Please try again in a few seconds.");
  });
  it("gives each password refusal its own reason on registration, reset and change", () => {
    for (const context of ["register", "resetPassword"] as const) {
      expect(text(gqlError({ code: "BAD_USER_INPUT", reason: "PASSWORD_CONTAINS_PRODUCT_NAME" }), context)).toBe('A senha não pode conter o nome "Ponte".');
      expect(text(gqlError({ code: "BAD_USER_INPUT", reason: "PASSWORD_CONTAINS_EMAIL" }), context, en)).toBe(
        "The password must not contain your email (the part before the @).",
      );
      expect(text(gqlError({ code: "BAD_USER_INPUT", reason: "PASSWORD_TOO_COMMON" }), context, en)).toBe("This password is too common. Please choose another.");
      expect(text(gqlError({ code: "BAD_USER_INPUT", reason: "PASSWORD_TOO_SHORT" }), context)).toBe("A senha deve ter pelo menos 6 caracteres");
    }
  });
  it("falls back to each screen's generic text", () => {
    const odd = gqlError({ code: "BAD_USER_INPUT", reason: "SOMETHING_NEW" });
    expect(text(odd, "signIn")).toBe("Erro no login");
    expect(text(odd, "register")).toBe("Erro no registro");
    expect(text(odd, "requestReset")).toBe("Erro ao enviar email de recuperação. Tente novamente.");
    expect(text(odd, "google")).toBe("Erro no login com Google");
    expect(text(odd, "facebook")).toBe("Erro no login com Facebook");
  });
  it("treats a server failure during registration as the database error", () => {
    const error = new ServerError("boom", { response: new Response("", { status: 500 }), bodyText: "" });
    expect(text(error, "register")).toBe("Erro no banco de dados. Tente novamente em alguns segundos.");
  });
});
