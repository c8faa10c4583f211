import { ChakraProvider } from "@chakra-ui/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../../../i18n/LocaleProvider";
import { system } from "../../../ui/theme/system";
import { ContactPage } from "./ContactPage";

afterEach(() => vi.restoreAllMocks());

describe.each([
  ["pt", "Fale connosco", ["Horário de atendimento", "Perguntas frequentes", "Equipa executiva", "Escritórios por país", "Presença regional"]],
  ["en", "Get in touch", ["Opening hours", "Frequently asked questions", "Executive team", "Offices by country", "Regional presence"]],
] as const)("ContactPage in %s", (locale, title, sections) => {
  it("shows every section with its texts", async () => {
    const errors = vi.spyOn(console, "error");
    render(
      <ChakraProvider value={system}>
        <LocaleProvider initial={locale}>
          <MockedProvider mocks={[]}>
            <MemoryRouter>
              <ContactPage />
            </MemoryRouter>
          </MockedProvider>
        </LocaleProvider>
      </ChakraProvider>,
    );
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(title);
    for (const s of sections) expect(screen.getByRole("heading", { level: 2, name: s })).toBeTruthy();
    // Six offices on the regional corridor, four channel cards.
    expect(screen.getByRole("heading", { level: 2, name: sections[4] }).closest("section")!.querySelectorAll("ol > li")).toHaveLength(6);
    const missing = errors.mock.calls.filter((c) => String(c[0]).includes("MISSING_TRANSLATION"));
    expect(missing).toEqual([]);
  });
});
