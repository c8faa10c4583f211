import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { builder } from "./builder.ts";
import "./scalars.ts";

// Each feature folder registers its types and root fields in
// modules/<feature>/schema.ts; they are loaded here for their side effects
// (sorted, so the schema is built the same way every time).
const modulesDir = path.resolve(import.meta.dirname, "../modules");
for (const name of fs.readdirSync(modulesDir).sort()) {
  const entry = path.join(modulesDir, name, "schema.ts");
  if (fs.existsSync(entry)) await import(pathToFileURL(entry).href);
}

builder.queryType({ authScopes: { public: true } });
builder.mutationType({ authScopes: { public: true } });

export const schema = builder.toSchema();
