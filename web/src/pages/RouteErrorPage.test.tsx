import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouterProvider, createMemoryRouter } from "react-router";
import { LocaleProvider } from "../i18n/LocaleProvider";
import type { Locale } from "../i18n/locales";
import { system } from "../ui/theme/system";
import { RouteErrorPage } from "./RouteErrorPage";

function Broken(): never {
  throw new Error("a screen that cannot render");
}

const show = (locale: Locale) => {
  const router = createMemoryRouter([{ path: "/", element: <Broken />, errorElement: <RouteErrorPage /> }]);
  return render(
    <ChakraProvider value={system}>
      <LocaleProvider initial={locale}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </ChakraProvider>,
  );
};

describe("RouteErrorPage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("replaces the router's 'Unexpected Application Error!' with a friendly page and a way home (pt)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    show("pt");
    expect((await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 })).textContent).toBe("Algo deu errado");
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(screen.getByRole("button", { name: "Voltar ao início" })).toBeTruthy();
  });

  it("speaks English too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    show("en");
    expect((await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 })).textContent).toBe("Something went wrong");
    expect(screen.getByRole("button", { name: "Back to the start" })).toBeTruthy();
  });
});
