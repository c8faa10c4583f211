import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResetPasswordPage_RequestResetDocument, ResetPasswordPage_ResetDocument } from "../../../gql/graphql";
import { renderWithProviders } from "../testing/renderWithProviders";
import { ResetPasswordPage } from "./ResetPasswordPage";

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const submit = () => fireEvent.submit(input("password").closest("form")!);

describe("ResetPasswordPage", () => {
  it("checks length and match before saving, then offers the sign-in link", async () => {
    const reset = { request: { query: ResetPasswordPage_ResetDocument, variables: { token: "tok", password: "novaSenha1" } }, result: { data: { resetPassword: true } } };
    renderWithProviders(<ResetPasswordPage />, { route: "/reset-password?token=tok", mocks: [reset] });
    await screen.findByText("Escolha uma nova senha para sua conta.");
    type("password", "abc");
    type("passwordConfirmation", "abc");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("A senha deve ter pelo menos 6 caracteres");
    type("password", "novaSenha1");
    type("passwordConfirmation", "novaSenha2");
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("As senhas não coincidem"));
    type("passwordConfirmation", "novaSenha1");
    submit();
    expect(await screen.findByText("Senha redefinida com sucesso! Você já pode fazer login com a nova senha.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir para o login" }).getAttribute("href")).toBe("/login");
  });

  it("explains an expired link and sends a new one", async () => {
    const reset = {
      request: { query: ResetPasswordPage_ResetDocument, variables: { token: "old", password: "novaSenha1" } },
      result: { errors: [{ message: "expired", extensions: { code: "BAD_USER_INPUT", reason: "TOKEN_EXPIRED" } }] },
    };
    const again = { request: { query: ResetPasswordPage_RequestResetDocument, variables: { email: "ana@example.com" } }, result: { data: { requestPasswordReset: true } } };
    renderWithProviders(<ResetPasswordPage />, { route: "/reset-password?token=old", mocks: [reset, again] });
    await screen.findByText("Escolha uma nova senha para sua conta.");
    type("password", "novaSenha1");
    type("passwordConfirmation", "novaSenha1");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Este link expirou.");
    type("email", "Ana@Example.com");
    fireEvent.submit(input("email").closest("form")!);
    expect(await screen.findByText("Email de recuperação enviado para ana@example.com. Verifique sua caixa de entrada.")).toBeTruthy();
  });
});
