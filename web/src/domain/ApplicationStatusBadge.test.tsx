import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render";
import { ApplicationStatusBadge } from "./ApplicationStatusBadge";

describe("ApplicationStatusBadge", () => {
  it.each([
    ["APPROVED", "Aprovada", "green", "#116932"],
    ["REJECTED", "Rejeitada", "red", "#991919"],
    ["PENDING", "Pendente", "yellow", "#713f12"],
  ])("shows %s as '%s' in %s, with an icon", async (status, label, palette, text) => {
    renderWithApp(<ApplicationStatusBadge status={status} />);
    const badge = (await screen.findByText(label)).closest("[data-status]") as HTMLElement;
    expect(badge.dataset.palette).toBe(palette);
    // the badge's text colour is the palette's foreground (Chakra's green.700 / red.700 / yellow.800)
    expect(getComputedStyle(badge).getPropertyValue("--chakra-colors-color-palette-fg")).toBe(text);
    expect(badge.querySelector("svg")).not.toBeNull();
  });
});
