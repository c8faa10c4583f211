import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { printedSchema } from "../../api/src/cli/print-schema.ts";

it("schema.graphql matches the Pothos schema (run `npm run schema:print`)", () => {
  const committed = fs.readFileSync(path.resolve(import.meta.dirname, "../../schema.graphql"), "utf8");
  expect(committed).toBe(printedSchema());
});
