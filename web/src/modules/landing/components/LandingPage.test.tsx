import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { LandingPage } from "./LandingPage";

const renderLanding = () => renderWithApp(<LandingPage />, { otherRoutes: { "/login": <p>login screen</p> } });

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe("LandingPage", () => {
  it("opens in Portuguese and the toggle switches the texts to English and back", async () => {
    renderLanding();
    const h1 = await screen.findByRole("heading", { level: 1 });
    expect(h1.textContent).toBe("Conectando Angola, Namíbia e África do Sul");
    expect(screen.getAllByRole("link", { name: /Acessar Plataforma/ }).length).toBeGreaterThan(0);

    fireEvent.click(screen.getByTestId("language-toggle"));
    expect((await screen.findByRole("heading", { level: 1, name: /Connecting/ })).textContent).toBe("Connecting Angola, Namibia and South Africa");
    expect(screen.queryByText("Acessar Plataforma")).toBeNull();
    expect(screen.getAllByText("Access Platform").length).toBeGreaterThan(0);
    expect(localStorage.getItem("ponte.locale")).toBe("en");

    fireEvent.click(screen.getByTestId("language-toggle"));
    expect(await screen.findByRole("heading", { level: 1, name: /Conectando/ })).toBeTruthy();
  });

  it("scrolls an anchor's section below the header instead of jumping, and updates the address", async () => {
    renderLanding();
    await screen.findByRole("heading", { level: 1 });
    const about = document.getElementById("about")!;
    about.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    const nav = screen.getAllByRole("navigation", { name: "Seções da página" })[0];
    fireEvent.click(within(nav).getByRole("link", { name: "Sobre" }));
    // jsdom lays nothing out, so the header measures 0 and the default 80 applies: 900 - 80 - 20.
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 800, behavior: "smooth" });
    expect(window.location.hash).toBe("#about");
    expect(document.activeElement).toBe(about);
  });

  it("points the sign-up buttons at registration and shows the version", async () => {
    renderLanding();
    await screen.findByRole("heading", { level: 1 });
    const start = screen.getByRole("link", { name: /Começar agora/ });
    expect(start.getAttribute("href")).toBe("/login?mode=register");
    expect(screen.getByRole("link", { name: /Criar conta gratuita/ }).getAttribute("href")).toBe("/login?mode=register");
    expect(screen.getByText("Versão 2.1.0")).toBeTruthy();
    expect(screen.getByText("59,5 milhões")).toBeTruthy();
  });

  it("links social networks in a new window with a name", async () => {
    renderLanding();
    await screen.findByRole("heading", { level: 1 });
    const linkedin = screen.getByRole("link", { name: /LinkedIn/ });
    expect(linkedin.getAttribute("target")).toBe("_blank");
    expect(linkedin.getAttribute("rel")).toContain("noopener");
  });
});
