import {
  type GraphQLArgument,
  type GraphQLEnumValue,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from "graphql";
import type { DescriptionMap } from "./keys.ts";

type Describable = GraphQLNamedType | GraphQLField<unknown, unknown> | GraphQLInputField | GraphQLArgument | GraphQLEnumValue;

const KEY = /^([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z_][A-Za-z0-9_]*)(?:\(([A-Za-z_][A-Za-z0-9_]*)\))?)?$/;

/** The schema element a key names, or undefined when it names nothing (a stale key). */
export const findDescribable = (schema: GraphQLSchema, key: string): Describable | undefined => {
  const m = KEY.exec(key);
  if (!m) return undefined;
  const [, typeName, member, argName] = m;
  const type = schema.getType(typeName);
  if (!type || !member) return type ?? undefined;
  if (isEnumType(type)) return argName ? undefined : (type.getValue(member) ?? undefined);
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    if (!field || !argName) return field;
    return field.args.find((a) => a.name === argName);
  }
  if (isInputObjectType(type)) return argName ? undefined : type.getFields()[member];
  return undefined;
};

/**
 * Sets each entry of `map` as the description of the schema element it names,
 * unless that element already has one: a `description:` written inline in the
 * Pothos module wins over the map. Returns the keys that name nothing in the
 * schema (renamed or removed things), so callers can fail on them.
 */
export const applyDescriptions = (schema: GraphQLSchema, map: DescriptionMap): string[] => {
  const stale: string[] = [];
  for (const [key, text] of Object.entries(map)) {
    const target = findDescribable(schema, key);
    if (!target) {
      stale.push(key);
      continue;
    }
    if (!target.description) target.description = text;
  }
  return stale;
};
