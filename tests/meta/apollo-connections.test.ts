import fs from "node:fs";
import path from "node:path";
import { buildSchema, getNamedType, isObjectType } from "graphql";
import { expect, it } from "vitest";
import { CONNECTION_FIELDS } from "../../web/src/apollo/cache.ts";

it("every connection field of Query pages through a relayStylePagination policy in the web cache", () => {
  const schema = buildSchema(fs.readFileSync(path.resolve(import.meta.dirname, "../../schema.graphql"), "utf8"));
  const fields = schema.getQueryType()?.getFields() ?? {};
  const connections = Object.values(fields)
    .filter((f) => {
      const t = getNamedType(f.type);
      return isObjectType(t) && "pageInfo" in t.getFields() && "edges" in t.getFields();
    })
    .map((f) => f.name)
    .sort();
  expect([...CONNECTION_FIELDS].sort()).toEqual(connections);
});
