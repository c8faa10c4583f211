import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLocation } from "react-router";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { redirectTo } from "../utils/redirectTo";
import { CallbackPage } from "./CallbackPage";

vi.mock("../utils/redirectTo", () => ({ redirectTo: vi.fn() }));

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

const open = (search: string, session = fakeSession("loading")) =>
  renderWithApp(
    <>
      <CallbackPage />
      <Where />
    </>,
    { route: `/auth/callback${search}`, path: "/auth/callback", session },
  );

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("CallbackPage (spec §2.4, §4)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(redirectTo).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("reports a cancelled sign-in, clears the query string and goes home after 4 s", async () => {
    open("?error=access_denied&error_description=User+denied");
    expect((await screen.findByRole("alert")).textContent).toBe("Login cancelado pelo usuário");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/auth/callback"));
    await advance(3800);
    expect(redirectTo).not.toHaveBeenCalled();
    await advance(300);
    expect(redirectTo).toHaveBeenCalledWith("/");
  });

  it("explains a pending link to an existing account, stays put without a session and offers the sign-in page", async () => {
    open("?status=link_pending&provider=google", fakeSession());
    expect((await screen.findByRole("status")).textContent).toBe(
      "Já existe uma conta da Ponte com este email. Para protegê-la, enviamos um link para esse endereço: abra-o para associar o Google à sua conta. Até lá, entre com a sua senha.",
    );
    await advance(20_000);
    expect(redirectTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Ir para o login" }));
    expect(redirectTo).toHaveBeenCalledWith("/login");
  });

  it("says when the provider has not verified the address of an existing account", async () => {
    open("?error=email_unverified");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Já existe uma conta da Ponte com este email, mas o provedor não confirmou que o endereço é seu. Entre com a sua senha.",
    );
  });

  it("says the provider is not enabled", async () => {
    open("?error=provider_not_enabled&provider=facebook");
    expect((await screen.findByRole("alert")).textContent).toBe("O login com Facebook não está habilitado. Use email e senha.");
  });

  it("shows the generic OAuth error for anything else", async () => {
    open("?error=server_error&error_description=boom");
    expect((await screen.findByRole("alert")).textContent).toBe("Erro na autenticação OAuth");
    fireEvent.click(screen.getByRole("button", { name: "Voltar ao início" }));
    expect(redirectTo).toHaveBeenCalledWith("/");
  });

  it("confirms a session and moves to the dashboard after about 1.8 s", async () => {
    open("?status=success", fakeSession("member"));
    expect((await screen.findByText("Login realizado com sucesso! Redirecionando para o painel...")).getAttribute("role")).toBe("status");
    await advance(1400);
    expect(redirectTo).not.toHaveBeenCalled();
    await advance(500);
    expect(redirectTo).toHaveBeenCalledWith("/app");
  });

  it("says 'Sessão não encontrada' without a session and goes home after 3 s", async () => {
    open("?status=success", fakeSession());
    expect((await screen.findByRole("alert")).textContent).toBe("Sessão não encontrada");
    await advance(2900);
    expect(redirectTo).not.toHaveBeenCalled();
    await advance(200);
    expect(redirectTo).toHaveBeenCalledWith("/");
  });

  it("gives up after 15 s with 'Tempo limite excedido', then goes home 2 s later", async () => {
    open("?status=success");
    expect((await screen.findByRole("status")).textContent).toBe("Processando autenticação...");
    await advance(14_900);
    expect(screen.queryByText("Tempo limite excedido")).toBeNull();
    await advance(200);
    expect(screen.getByRole("alert").textContent).toBe("Tempo limite excedido");
    await advance(1900);
    expect(redirectTo).not.toHaveBeenCalled();
    await advance(200);
    expect(redirectTo).toHaveBeenCalledWith("/");
  });
});
