import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { CategoryModal } from "./CategoryModal";

describe("CategoryModal", () => {
  it.each([
    ["EDUCATION", "Educação", ["Universidades", "Ensino médio", "Cursos técnicos", "Intercâmbio", "Certificações", "Bolsas de estudo"]],
    ["HEALTH", "Saúde", ["Hospitais", "Clínicas", "Telemedicina", "Seguro de saúde", "Farmácias", "Emergências"]],
    ["LOCAL_GUIDES", "Guias locais", ["Guia cultural", "Tradução", "Acompanhamento oficial", "Networking", "Apoio jurídico", "Emergência"]],
  ] as const)("%s offers its six options", async (category, title, options) => {
    renderWithApp(<CategoryModal category={category} onClose={() => {}} onChoose={() => {}} />);
    const d = await screen.findByRole("dialog", { name: title });
    for (const o of options) expect(within(d).getByRole("button", { name: o })).toBeTruthy();
  });

  it("an option opens the form with that service; the urgent link carries the message in the chosen language", async () => {
    const onChoose = vi.fn();
    renderWithApp(<CategoryModal category="TOURISM" onClose={() => {}} onChoose={onChoose} />, { locale: "en" });
    const d = await screen.findByRole("dialog", { name: "Tourism" });
    fireEvent.click(within(d).getByRole("button", { name: "Visas" }));
    expect(onChoose).toHaveBeenCalledWith({ category: "TOURISM", serviceType: "visas" });
    const href =
      within(d)
        .getByRole("link", { name: /Urgent help/ })
        .getAttribute("href") ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href)).toContain("I need urgent help with Tourism");
  });
});
