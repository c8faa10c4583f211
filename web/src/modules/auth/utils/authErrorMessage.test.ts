import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import pt from "../messages/pt.json";
import en from "../messages/en.json";
import { type AuthErrorContext, authErrorMessage } from "./authErrorMessage";

const gqlError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: "refused", extensions }] });
const text = (error: unknown, context: AuthErrorContext, catalogue: Record<string, string> = pt) =>
  catalogue[authErrorMessage(error, context).id];

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
    expect(m).toEqual({ id: "auth.error.rateLimitedSeconds", values: { seconds: 42 } });
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
