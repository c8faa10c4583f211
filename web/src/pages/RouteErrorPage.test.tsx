import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../i18n/locales";
import { renderWithApp } from "../test/render";
import { RouteErrorPage } from "./RouteErrorPage";

function Broken(): never {
  throw new Error("a screen that cannot render");
}

const show = (locale: Locale) => renderWithApp(<Broken />, { locale, errorElement: <RouteErrorPage /> });

describe("RouteErrorPage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("replaces the router's 'Unexpected Application Error!' with a friendly page and a way home (pt)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    show("pt");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Algo deu errado");
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(screen.getByRole("button", { name: "Voltar ao início" })).toBeTruthy();
  });

  it("speaks English too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    show("en");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Something went wrong");
    expect(screen.getByRole("button", { name: "Back to the start" })).toBeTruthy();
  });
});
