import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderWithApp } from "../../../test/render";
import { BudgetUsageBar } from "./BudgetUsageBar";

const renderBar = (percent: number) => renderWithApp(<BudgetUsageBar percent={percent} label={`Uso ${percent}`} />);

it.each([
  [95, "red", "95%"],
  [80.5, "yellow", "80,5%"],
  [75, "green", "75%"],
  [12, "green", "12%"],
])("shows %s %% in %s with its figure", (percent, color, text) => {
  const { container } = renderBar(percent);
  expect(container.querySelector("[data-usage-color]")?.getAttribute("data-usage-color")).toBe(color);
  expect(screen.getByText(text)).toBeTruthy();
  const bar = screen.getByRole("progressbar", { name: `Uso ${percent}` });
  expect(bar.getAttribute("aria-valuenow")).toBe(String(percent));
});
