// Partners learn the API from GraphiQL's docs panel and schema.graphql: every
// type, field, argument, input field and enum value must say what it is.
import fs from "node:fs";
import path from "node:path";
import { buildSchema, type DefinitionNode, Kind, parse } from "graphql";
import { expect, it } from "vitest";
import { descriptions, staleDescriptionKeys } from "../../api/src/graphql/descriptions/index.ts";
import { schema } from "../../api/src/schema.ts";
import { applyDescriptions, findDescribable } from "../../api/src/graphql/descriptions/apply.ts";

const printed = fs.readFileSync(path.resolve(import.meta.dirname, "../../schema.graphql"), "utf8");

/** Coordinates (Type, Type.field, Type.field(arg), Enum.VALUE) printed without a description. */
function undescribed(definitions: readonly DefinitionNode[]): string[] {
  const missing: string[] = [];
  const blank = (d?: { value: string } | null) => !d?.value.trim();
  for (const def of definitions) {
    if (!("name" in def) || !def.name || def.kind === Kind.DIRECTIVE_DEFINITION) continue;
    const type = def.name.value;
    if ("description" in def && blank(def.description)) missing.push(type);
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.INTERFACE_TYPE_DEFINITION) {
      for (const f of def.fields ?? []) {
        if (blank(f.description)) missing.push(`${type}.${f.name.value}`);
        for (const a of f.arguments ?? []) if (blank(a.description)) missing.push(`${type}.${f.name.value}(${a.name.value})`);
      }
    }
    if (def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      for (const f of def.fields ?? []) if (blank(f.description)) missing.push(`${type}.${f.name.value}`);
    }
    if (def.kind === Kind.ENUM_TYPE_DEFINITION) {
      for (const v of def.values ?? []) if (blank(v.description)) missing.push(`${type}.${v.name.value}`);
    }
  }
  return missing;
}

it("every type, field, argument, input field and enum value in schema.graphql has a description", () => {
  const missing = undescribed(parse(printed).definitions);
  // the list itself is the message: add each coordinate to api/src/graphql/descriptions/<area>.ts
  expect(missing).toEqual([]);
});

it("the check above notices an undescribed field, argument and enum value", () => {
  const sample = parse(`
    "A type" type T { "a field" a(x: Int): Int b: Int }
    "An enum" enum E { "one" ONE TWO }
    input I { c: Int }
  `).definitions;
  expect(undescribed(sample)).toEqual(["T.a(x)", "T.b", "E.TWO", "I", "I.c"]);
});

it("the description map names only things the schema has (no stale keys)", () => {
  expect(schema.getQueryType()).toBeTruthy();
  expect(staleDescriptionKeys).toEqual([]);
  expect(Object.keys(descriptions).filter((key) => !findDescribable(schema, key))).toEqual([]);
});

it("applying the map keeps inline descriptions and reports keys that name nothing", () => {
  const sample = buildSchema(`
    type Query { "written inline" a(x: Int): Int b: Int }
    enum E { ONE }
    input I { c: Int }
  `);
  const stale = applyDescriptions(sample, {
    "Query.a": "from the map",
    "Query.b": "b from the map",
    "Query.a(x)": "x from the map",
    "E.ONE": "one",
    "I.c": "c",
    "Query.gone": "renamed field",
    "Query.a(y)": "renamed argument",
    "E.TWO": "removed value",
    Missing: "removed type",
  });
  const query = sample.getQueryType()!.getFields();
  expect(query.a.description).toBe("written inline");
  expect(query.b.description).toBe("b from the map");
  expect(query.a.args[0].description).toBe("x from the map");
  expect(sample.getType("E")!.toConfig()).toMatchObject({ values: { ONE: { description: "one" } } });
  expect(sample.getType("I")!.toConfig()).toMatchObject({ fields: { c: { description: "c" } } });
  expect(stale).toEqual(["Query.gone", "Query.a(y)", "E.TWO", "Missing"]);
});
