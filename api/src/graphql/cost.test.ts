import { buildSchema, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { operationCost } from "./cost.ts";
import { API_LIMITS } from "./limits.ts";

const schema = buildSchema(`
  interface Entry { id: ID! }
  type Item implements Entry { id: ID!, name: String!, tags: [String!]!, parts: [Part!]! }
  type Note implements Entry { id: ID!, text: String! }
  type Part { id: ID! }
  type ItemEdge { node: Item! }
  type ItemConnection { edges: [ItemEdge!]!, totalCount: Int! }
  union Found = Item | Note
  type Query {
    items(first: Int, last: Int): ItemConnection!
    found: [Found!]!
    entry: Entry
  }
`);

const cost = (query: string, variables: Record<string, unknown> = {}) => operationCost(schema, parse(query), undefined, variables)?.cost;

describe("operation cost", () => {
  it("multiplies a page by first/last, literal or variable, and caps it", () => {
    // items 1 + 5 × (edges 1 + node 1 + id 1 + name 1)
    expect(cost(`{ items(first: 5) { edges { node { id name } } } }`)).toBe(1 + 5 * 4);
    expect(cost(`query($n: Int) { items(last: $n) { edges { node { id } } } }`, { n: 7 })).toBe(1 + 7 * 3);
    expect(cost(`query($n: Int) { items(first: $n) { totalCount } }`, { n: 10_000 })).toBe(1 + API_LIMITS.pageSize.max);
    expect(cost(`{ items { totalCount } }`)).toBe(1 + API_LIMITS.pageSize.default);
  });

  it("counts a fragment wherever it is spread, and a list of objects as a page", () => {
    const q = `{ items(first: 2) { edges { node { ...F } } } } fragment F on Item { id tags parts { id } }`;
    // node's selection: id 1 + tags 1 + parts (1 + 20 × id 1)
    const node = 1 + 1 + (1 + API_LIMITS.pageSize.default);
    expect(cost(q)).toBe(1 + 2 * (1 + 1 + node));
  });

  it("takes the dearest alternative on an abstract type", () => {
    const q = `{ entry { id ... on Item { name tags } ... on Note { text } } }`;
    expect(cost(q)).toBe(1 + 1 + 2);
  });

  it("prices introspection: each __schema costs its walk, its lists do not multiply, __typename is free", () => {
    const one = cost(`{ __schema { types { name fields { name } } } }`)!;
    // types, name, fields, name
    expect(one).toBe(API_LIMITS.cost.introspectionSchema + 4 * API_LIMITS.cost.introspection);
    expect(cost(`{ a: __schema { types { name } } b: __schema { types { name } } }`)).toBe(2 * (API_LIMITS.cost.introspectionSchema + 2 * API_LIMITS.cost.introspection));
    expect(cost(`{ __typename }`)).toBe(0);
  });

  it("names the root fields for the scope check, through fragments", () => {
    const r = operationCost(schema, parse(`{ ...R } fragment R on Query { items { totalCount } found { __typename } }`), undefined, {});
    expect(r?.rootFields.sort()).toEqual(["found", "items"]);
  });
});
