import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResetPasswordPage_RequestResetDocument, ResetPasswordPage_ResetDocument } from "../../../gql/graphql";
import { renderWithApp } from "../../../test/render";
import { ResetPasswordPage } from "./ResetPasswordPage";

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
/** the error text shown beside a field, or null */
const fieldError = (name: string) => input(name).closest("[role=group]")?.querySelector("[id$=error-text], [data-part=error-text]")?.textContent ?? null;
const submit = () => fireEvent.submit(input("password").closest("form")!);

describe("ResetPasswordPage", () => {
  it("checks length and match before saving, then offers the sign-in link", async () => {
    const reset = { request: { query: ResetPasswordPage_ResetDocument, variables: { token: "tok", password: "novaSenha1" } }, result: { data: { resetPassword: true } } };
    renderWithApp(<ResetPasswordPage />, { route: "/reset-password?token=tok", mocks: [reset] });
    await screen.findByText("Escolha uma nova senha para sua conta.");
    type("password", "abc");
    type("passwordConfirmation", "abc");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("A senha deve ter pelo menos 6 caracteres");
    // each field says what is wrong with it too
    expect(await screen.findByText("Texto curto demais.")).toBeTruthy();
    type("password", "novaSenha1");
    type("passwordConfirmation", "novaSenha2");
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("As senhas não coincidem"));
    expect(fieldError("passwordConfirmation")).toBe("As senhas não coincidem");
    expect(fieldError("password")).toBeNull();
    type("passwordConfirmation", "novaSenha1");
    submit();
    expect(await screen.findByText("Senha redefinida com sucesso! Você já pode fazer login com a nova senha.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir para o login" }).getAttribute("href")).toBe("/login");
  });

  it("asks for both passwords before sending anything", async () => {
    renderWithApp(<ResetPasswordPage />, { route: "/reset-password?token=tok", mocks: [] });
    await screen.findByText("Escolha uma nova senha para sua conta.");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Preencha todos os campos obrigatórios");
    await waitFor(() => expect(fieldError("password")).toBe("Campo obrigatório."));
    expect(fieldError("passwordConfirmation")).toBe("Campo obrigatório.");
  });

  it("shows the server's reason for a refused password above the form", async () => {
    const reset = {
      request: { query: ResetPasswordPage_ResetDocument, variables: { token: "tok", password: "ponte123" } },
      result: { errors: [{ message: "weak", extensions: { code: "BAD_USER_INPUT", reason: "PASSWORD_CONTAINS_PRODUCT_NAME" } }] },
    };
    renderWithApp(<ResetPasswordPage />, { route: "/reset-password?token=tok", mocks: [reset] });
    await screen.findByText("Escolha uma nova senha para sua conta.");
    type("password", "ponte123");
    type("passwordConfirmation", "ponte123");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe('A senha não pode conter o nome "Ponte".');
    expect(input("password")).toBeTruthy();
  });

  it("explains an expired link and sends a new one", async () => {
    const reset = {
      request: { query: ResetPasswordPage_ResetDocument, variables: { token: "old", password: "novaSenha1" } },
      result: { errors: [{ message: "expired", extensions: { code: "BAD_USER_INPUT", reason: "TOKEN_EXPIRED" } }] },
    };
    const again = {
      request: { query: ResetPasswordPage_RequestResetDocument, variables: { email: "ana@example.com" } },
      result: { data: { requestPasswordReset: true } },
    };
    renderWithApp(<ResetPasswordPage />, { route: "/reset-password?token=old", mocks: [reset, again] });
    await screen.findByText("Escolha uma nova senha para sua conta.");
    type("password", "novaSenha1");
    type("passwordConfirmation", "novaSenha1");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Este link expirou.");
    fireEvent.submit(input("email").closest("form")!);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Digite seu email primeiro"));
    type("email", "ana@");
    fireEvent.submit(input("email").closest("form")!);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Email inválido"));
    expect(fieldError("email")).toBe("Email inválido");
    type("email", "Ana@Example.com");
    fireEvent.submit(input("email").closest("form")!);
    expect(await screen.findByText("Email de recuperação enviado para ana@example.com. Verifique sua caixa de entrada.")).toBeTruthy();
  });
});
