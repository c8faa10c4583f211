import { expect, it } from "vitest";
import { tones } from "./tones";

it("colours growth at 10, 0 and −5 % and progress at 80, 50 and 25 %", () => {
  expect([12, 10, 3, 0, -2, -5, -6].map((g) => tones.palette(tones.growth(g)))).toEqual(["green", "green", "blue", "blue", "orange", "orange", "red"]);
  expect([90, 80, 60, 50, 30, 25, 10].map((p) => tones.palette(tones.progress(p)))).toEqual(["green", "green", "blue", "blue", "orange", "orange", "red"]);
});
