import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AuthForm_RegisterDocument, AuthForm_RequestPasswordResetDocument, LoginPage_SettingsDocument } from "../../../gql/graphql";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { LoginPage } from "./LoginPage";

const settings = (demoMode = false, enabled = true) => ({
  request: { query: LoginPage_SettingsDocument },
  result: {
    data: {
      authProviders: [
        { __typename: "AuthProviderInfo", provider: "GOOGLE", enabled },
        { __typename: "AuthProviderInfo", provider: "FACEBOOK", enabled },
      ],
      authSettings: {
        __typename: "AuthSettings",
        demoMode,
        demoAccounts: demoMode
          ? [
              { __typename: "DemoAccount", role: "ADMIN", email: "admin@ponte.demo", password: "PonteAdmin2026" },
              { __typename: "DemoAccount", role: "USER", email: "membro@ponte.demo", password: "PonteMembro2026" },
            ]
          : [],
      },
    },
  },
});

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe("LoginPage", () => {
  it("shows the spec's validation messages in Portuguese", async () => {
    renderWithApp(<LoginPage />, { route: "/login", mocks: [settings()], session: fakeSession() });
    await screen.findByText("Bem-vindo de volta");
    const form = field("email").closest("form")!;
    fireEvent.submit(form);
    expect((await screen.findByRole("alert")).textContent).toContain("Preencha todos os campos obrigatórios");
    type("email", "ana.example.com");
    type("password", "secret1");
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Email inválido"));
    type("email", "ana@example.com");
    type("password", "12345");
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("A senha deve ter pelo menos 6 caracteres"));
    type("password", "123456");
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Selecione um país"));
  });

  it("shows them in English too", async () => {
    renderWithApp(<LoginPage />, { route: "/login?mode=register", locale: "en", mocks: [settings()], session: fakeSession() });
    await screen.findByText("Create your account");
    type("email", "ana@example.com");
    type("password", "123456");
    fireEvent.submit(field("email").closest("form")!);
    expect((await screen.findByRole("alert")).textContent).toContain("Name and country are required to register");
  });

  it("after registering, switches to sign-in keeping the e-mail and clearing the password", async () => {
    const register = {
      request: {
        query: AuthForm_RegisterDocument,
        variables: {
          input: {
            fullName: "Ana Silva",
            email: "ana@example.com",
            password: "segredo1",
            country: "NA",
            sector: "HEALTH",
            organization: null,
            language: "pt",
          },
        },
      },
      result: { data: { register: { __typename: "RegisterPayload", emailConfirmationRequired: false, user: { __typename: "User", id: "u1" } } } },
    };
    renderWithApp(<LoginPage />, { route: "/login?mode=register", mocks: [settings(), register], session: fakeSession() });
    await screen.findByText("Criar sua conta");
    type("fullName", " Ana Silva ");
    type("email", "  Ana@Example.com");
    type("password", "segredo1");
    type("country", "NA");
    type("sector", "HEALTH");
    fireEvent.submit(field("email").closest("form")!);
    expect(await screen.findByText("Conta criada com sucesso! Você já pode fazer login.")).toBeTruthy();
    await screen.findByText("Bem-vindo de volta");
    expect(field("email").value).toBe("ana@example.com");
    expect(field("password").value).toBe("");
    expect(field("fullName")).toBeNull();
  });

  it("needs the e-mail before sending a password-reset link", async () => {
    const reset = {
      request: { query: AuthForm_RequestPasswordResetDocument, variables: { email: "ana@example.com" } },
      result: { data: { requestPasswordReset: true } },
    };
    renderWithApp(<LoginPage />, { route: "/login", mocks: [settings(), reset], session: fakeSession() });
    const forgot = await screen.findByRole("button", { name: "Esqueceu a senha?" });
    fireEvent.click(forgot);
    expect((await screen.findByRole("alert")).textContent).toContain("Digite seu email primeiro");
    type("email", "ANA@example.com ");
    fireEvent.click(forgot);
    expect(await screen.findByText("Email de recuperação enviado para ana@example.com. Verifique sua caixa de entrada.")).toBeTruthy();
  });

  it("signs in with the normalised e-mail and goes to the page asked for", async () => {
    const session = fakeSession();
    renderWithApp(<LoginPage />, {
      route: "/login?next=%2Fapp%2Fprojects",
      path: "/login",
      mocks: [settings()],
      session,
      otherRoutes: { "/app/projects": <p>projects page</p> },
    });
    await screen.findByText("Bem-vindo de volta");
    type("email", " Membro@Ponte.demo");
    type("password", "PonteMembro2026");
    type("country", "ZA");
    fireEvent.submit(field("email").closest("form")!);
    expect(await screen.findByText("projects page")).toBeTruthy();
    expect(session.signIn).toHaveBeenCalledWith({ email: "membro@ponte.demo", password: "PonteMembro2026", country: "ZA", rememberMe: true });
  });

  it("says 'Email ou senha incorretos' when the API refuses the credentials", async () => {
    const refused = new CombinedGraphQLErrors({ data: null, errors: [{ message: "no", extensions: { code: "UNAUTHENTICATED", reason: "INVALID_CREDENTIALS" } }] });
    const session = fakeSession("anonymous", { signIn: vi.fn(async () => Promise.reject(refused)) });
    renderWithApp(<LoginPage />, { route: "/login", mocks: [settings()], session });
    await screen.findByText("Bem-vindo de volta");
    type("email", "ana@example.com");
    type("password", "wrong-password");
    type("country", "AO");
    fireEvent.submit(field("email").closest("form")!);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Email ou senha incorretos");
    // the submit button was disabled while busy: focus goes to the error, not to <body>
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(field("password").value).toBe("wrong-password");
  });

  it("shows demo accounts only in demo mode, and a click fills the form", async () => {
    renderWithApp(<LoginPage />, { route: "/login?mode=register", mocks: [settings(true)], session: fakeSession() });
    const box = (await screen.findByText("Contas de demonstração")).parentElement!;
    expect(within(box).getByText(/emails que contêm "admin"/)).toBeTruthy();
    fireEvent.click(within(box).getByRole("button", { name: /Administrador.*admin@ponte\.demo/ }));
    expect(field("email").value).toBe("admin@ponte.demo");
    expect(field("password").value).toBe("PonteAdmin2026");
    expect(screen.getByText("Bem-vindo de volta")).toBeTruthy();
  });

  it("hides the demo box and the admin tip outside demo mode", async () => {
    renderWithApp(<LoginPage />, { route: "/login", mocks: [settings(false)], session: fakeSession() });
    await screen.findByText("Bem-vindo de volta");
    await waitFor(() => expect(screen.getByRole("button", { name: /Google/ })).toBeTruthy());
    expect(screen.queryByText("Contas de demonstração")).toBeNull();
    expect(screen.queryByText(/admin/)).toBeNull();
  });

  it("says a provider is not enabled instead of leaving the page", async () => {
    renderWithApp(<LoginPage />, { route: "/login", mocks: [settings(false, false)], session: fakeSession() });
    await screen.findByText("Bem-vindo de volta");
    // the settings arrive asynchronously; until then the server would answer for itself
    await new Promise((r) => setTimeout(r, 20));
    fireEvent.click(screen.getByRole("button", { name: /Google/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("O login com Google não está habilitado. Use email e senha.");
  });

  it("clears messages when switching between sign-in and registration", async () => {
    renderWithApp(<LoginPage />, { route: "/login", mocks: [settings()], session: fakeSession() });
    await screen.findByText("Bem-vindo de volta");
    fireEvent.submit(field("email").closest("form")!);
    await screen.findByRole("alert");
    fireEvent.click(screen.getByRole("button", { name: "Criar conta", pressed: false }));
    await screen.findByText("Criar sua conta");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends a signed-in visitor straight to the app", async () => {
    renderWithApp(<LoginPage />, {
      route: "/login",
      session: fakeSession("member"),
      otherRoutes: { "/app": <p>the app</p> },
    });
    expect(await screen.findByText("the app")).toBeTruthy();
  });
});
