// Prints the schema to schema.graphql (sorted, so diffs stay stable).
// `--check` exits non-zero when the committed file differs.
import fs from "node:fs";
import path from "node:path";
import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "../schema.ts";

export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;
const file = path.resolve(import.meta.dirname, "../../../schema.graphql");

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const text = printedSchema();
  if (process.argv.includes("--check")) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    if (current !== text) {
      console.error("schema.graphql is out of date: run `npm run schema:print`");
      process.exit(1);
    }
  } else {
    fs.writeFileSync(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
