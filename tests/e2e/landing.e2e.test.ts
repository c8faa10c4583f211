import { describe, expect, it } from "vitest";
import { useE2E } from "./support/e2e.ts";

const e2e = useE2E();

describe("landing page", () => {
  it("is served at / in Portuguese by default", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("pt");
    await page.getByRole("heading").first().waitFor();
  });
});
