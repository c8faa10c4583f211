import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { ContactPage } from "./ContactPage";

afterEach(() => vi.restoreAllMocks());

describe.each([
  ["pt", "Fale conosco", ["Horário de atendimento", "Perguntas frequentes", "Equipe executiva", "Escritórios por país", "Presença regional"]],
  ["en", "Get in touch", ["Opening hours", "Frequently asked questions", "Executive team", "Offices by country", "Regional presence"]],
] as const)("ContactPage in %s", (locale, title, sections) => {
  it("shows every section with its texts", async () => {
    const errors = vi.spyOn(console, "error");
    renderWithApp(<ContactPage />, { locale });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(title);
    for (const s of sections) expect(screen.getByRole("heading", { level: 2, name: s })).toBeTruthy();
    // Six offices on the regional corridor, four channel cards.
    expect(screen.getByRole("heading", { level: 2, name: sections[4] }).closest("section")!.querySelectorAll("ol > li")).toHaveLength(6);
    const missing = errors.mock.calls.filter((c) => String(c[0]).includes("MISSING_TRANSLATION"));
    expect(missing).toEqual([]);
  });
});
