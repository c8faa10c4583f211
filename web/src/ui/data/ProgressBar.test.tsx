import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithApp } from "../../test/render";
import { ProgressBar } from "./ProgressBar";

test("names the progress bar itself and keeps its value within 0–100", () => {
  renderWithApp(<ProgressBar value={140} label="Milestones" valueText="140 %" />);
  const bar = screen.getByRole("progressbar", { name: "Milestones" });
  expect(bar.getAttribute("aria-valuenow")).toBe("100");
  expect(bar.getAttribute("aria-valuetext")).toBe("140 %");
});
