import { GraphQLError, buildSchema, execute, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { boundErrors, withoutSubmittedValue } from "./metering.ts";

// graphql-js's own messages for variables it cannot coerce, rewritten.
const schema = buildSchema(`
  enum Country { AO NA ZA }
  input Line { description: String!, quantity: Int!, country: Country }
  input Doc { title: String!, lines: [Line!], tags: [String!] }
  type Query { save(doc: Doc!): Boolean }
`);
const QUERY = parse(`query($doc: Doc!) { save(doc: $doc) }`);

async function messages(doc: unknown): Promise<string[]> {
  const result = await execute({ schema, document: QUERY, variableValues: { doc } });
  return (boundErrors(result).errors ?? []).map((e) => e.message);
}

describe("variable errors never repeat the submitted value", () => {
  it("names the variable, the path and what was expected", async () => {
    expect(await messages({ title: "t", lines: [{ description: "d", quantity: "três-secreto" }] })).toEqual([
      'Variable "$doc" at "doc.lines[0].quantity" is not a valid "Int"',
    ]);
    expect(await messages({ lines: [] })).toEqual(['Variable "$doc" at "doc" lacks the required field "title" (String!)']);
    expect(await messages({ title: "t", chaveSecreta: "valor-secreto" })).toEqual(['Variable "$doc" at "doc" has a field that type "Doc" does not define']);
    expect(await messages(null)).toEqual(['Variable "$doc" of non-null type "Doc!" must not be null.']);
    expect(await messages({ title: "t", lines: [{ description: "d", quantity: 1, country: "XX-secreto" }] })).toEqual([
      'Variable "$doc" at "doc.lines[0].country" is not a value of enum "Country"',
    ]);
  });

  it("a value crafted to look like a path or a message changes nothing it could leak", async () => {
    const sneaky = { title: 't at "doc.x"; Field "evil" of required type "X" was not provided.', nope: 1 };
    const out = await messages(sneaky);
    expect(out).toHaveLength(1);
    expect(out[0]).not.toContain("evil");
    expect(out[0]).toMatch(/^Variable "\$doc" at "doc" /);
  });

  it("leaves other errors alone", () => {
    expect(withoutSubmittedValue(new GraphQLError("Sign-in required")).message).toBe("Sign-in required");
  });
});
