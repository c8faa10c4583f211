import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { useLocation } from "react-router";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { RequireSession } from "./RequireSession";

function LoginProbe() {
  const l = useLocation();
  return <p>login {l.search}</p>;
}

it("shows the loading screen while the session is checked", async () => {
  renderWithApp(<RequireSession>inside</RequireSession>, { route: "/app", session: fakeSession("loading") });
  expect(await screen.findByText("Carregando Ponte")).toBeTruthy();
  expect(screen.getByText("Verificando autenticação...")).toBeTruthy();
  expect(screen.queryByText("inside")).toBeNull();
});

it("sends visitors to the sign-in screen, remembering where they were going", async () => {
  renderWithApp(<RequireSession>inside</RequireSession>, {
    route: "/app/finance?year=2026",
    session: fakeSession(),
    otherRoutes: { "/login": <LoginProbe /> },
  });
  expect((await screen.findByText(/^login/)).textContent).toBe(`login ?next=${encodeURIComponent("/app/finance?year=2026")}`);
});

it("lets a signed-in person through", async () => {
  renderWithApp(<RequireSession>inside</RequireSession>, { route: "/app", session: fakeSession("member") });
  expect(await screen.findByText("inside")).toBeTruthy();
});
