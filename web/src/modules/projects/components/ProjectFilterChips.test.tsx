import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { ProjectFilterChips } from "./ProjectFilterChips";

describe("ProjectFilterChips", () => {
  it("shows one chip per active filter and removes the one clicked", async () => {
    const onRemove = vi.fn();
    renderWithApp(<ProjectFilterChips filter={{ search: "água", status: "ACTIVE", country: "NA" }} onRemove={onRemove} />);
    expect(await screen.findByText("Estado: Ativo")).toBeTruthy();
    expect(screen.getByText("País: Namíbia")).toBeTruthy();
    expect(screen.getByText("Pesquisa: “água”")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remover filtro País: Namíbia" }));
    expect(onRemove).toHaveBeenCalledWith("country");
  });

  it("shows nothing without filters", async () => {
    const { container } = renderWithApp(<ProjectFilterChips filter={{}} onRemove={() => {}} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe("");
  });
});
