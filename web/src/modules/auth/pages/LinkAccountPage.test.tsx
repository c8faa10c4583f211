import { screen } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { fakeSession } from "../../../test/fakeSession";
import { renderWithApp } from "../../../test/render";
import { ConfirmOAuthLinkMutation, LinkAccountPage } from "./LinkAccountPage";

const CONFIRM = ConfirmOAuthLinkMutation;

const open = (result: object, locale: "pt" | "en" = "pt") =>
  renderWithApp(<LinkAccountPage />, {
    locale,
    route: "/link-account?token=tok-123",
    path: "/link-account",
    session: fakeSession(),
    mocks: [{ request: { query: CONFIRM, variables: { token: "tok-123" } }, result }],
  });

describe("LinkAccountPage (/link-account?token=…)", () => {
  it("links the provider from the e-mailed link and says so", async () => {
    open({ data: { confirmOAuthLink: "GOOGLE" } });
    expect(await screen.findByText("Pronto! A partir de agora você pode entrar com Google. Enviamos um aviso para o seu email.")).toBeTruthy();
  });

  it("asks an administrator to sign in first, coming back to the same link", async () => {
    open({ errors: [new GraphQLError("sign in", { extensions: { code: "UNAUTHENTICATED", reason: "SIGN_IN_REQUIRED" } })] }, "en");
    expect(await screen.findByText("This is an administrator account: sign in with your password first, then open the link again.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(`/login?next=${encodeURIComponent("/link-account?token=tok-123")}`);
  });

  it("explains a used or unknown link", async () => {
    open({ errors: [new GraphQLError("bad", { extensions: { code: "BAD_USER_INPUT", reason: "TOKEN_INVALID" } })] });
    expect((await screen.findByRole("alert")).textContent).toBe("Este link é inválido ou já foi usado.");
  });
});
