import { type GraphQLField, type GraphQLObjectType, isObjectType } from "graphql";
import { expect, it } from "vitest";
import { schema } from "../../api/src/schema.ts";

// House rule: authorisation through scope-auth on every field. A root field
// must say who may call it; an object type must say who may read it (or
// every one of its fields must).
type PothosExt = { pothosOptions?: { authScopes?: unknown } };
const scoped = (x: { extensions?: unknown }) => Boolean((x.extensions as PothosExt | undefined)?.pothosOptions?.authScopes);

// Relay plumbing carries no data of its own.
const PLUMBING = /(Connection|Edge)$|^PageInfo$/;

it("every root field and every object type declares authScopes", () => {
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const f of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
      if (!scoped(f)) missing.push(`${root.name}.${f.name}`);
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__") || PLUMBING.test(type.name)) continue;
    if ([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].includes(type)) continue;
    const t = type as GraphQLObjectType;
    if (scoped(t)) continue;
    for (const f of Object.values(t.getFields())) if (!scoped(f)) missing.push(`${t.name}.${f.name}`);
  }
  expect(missing).toEqual([]);
});
