import { expect, it } from "vitest";
import { budgetUsageColor } from "./budgetUsageColor";

it("colours budget usage red above 90 %, yellow above 75 %, otherwise green", () => {
  expect([100, 90.1, 90, 75.1, 75, 0].map(budgetUsageColor)).toEqual(["red", "red", "yellow", "yellow", "green", "green"]);
});
