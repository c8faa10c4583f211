import { encodeGlobalID } from "@pothos/plugin-relay";
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from "graphql";
import type { TestApp } from "./test-app.ts";

/** The scopes a root field declared with scope-auth (`{ admin: true }`, `{ public: true }`, …). */
export function scopesOf(field: GraphQLField<unknown, unknown>): unknown {
  return (field.extensions as { pothosOptions?: { authScopes?: unknown } } | undefined)?.pothosOptions?.authScopes;
}

const isScope = (field: GraphQLField<unknown, unknown>, scope: Record<string, unknown>) => JSON.stringify(scopesOf(field)) === JSON.stringify(scope);
export const isPublic = (f: GraphQLField<unknown, unknown>) => isScope(f, { public: true });
export const isAdminOnly = (f: GraphQLField<unknown, unknown>) => isScope(f, { admin: true });

const DUMMY_UUID = "00000000-0000-4000-8000-000000000000";

export interface Slot {
  name: string;
  extensions?: { relayGlobalIDFor?: Array<{ typename: string }> | null } | Record<string, unknown> | null;
}

// Strings whose validators want a particular shape (validation runs before
// the scope check in Pothos: arguments are mapped first, so the values must be valid).
const STRINGS: Record<string, string> = { email: "probe@example.test", phone: "+244 923 456 789", scopes: "opportunities:read", password: "Probe-Passw0rd-2026" };

/** Picks the id an ID argument carries (by default a well-formed id of no existing row). */
export type IdFor = (typename: string | undefined) => string;
const noRow: IdFor = (typename) => encodeGlobalID(typename ?? "Unknown", DUMMY_UUID);

/** A value of the right type for an argument, so the request passes GraphQL's own coercion and input validation. */
export function dummy(type: GraphQLInputType, files: File[], slot: Slot, idFor: IdFor = noRow): unknown {
  if (isNonNullType(type)) return dummy(type.ofType, files, slot, idFor);
  if (isListType(type)) return [dummy(type.ofType, files, slot, idFor)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (isNonNullType(f.type) && f.defaultValue === undefined) out[f.name] = dummy(f.type, files, f as Slot, idFor);
    }
    return out;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case "ID": {
        return idFor((slot.extensions?.relayGlobalIDFor as Array<{ typename: string }> | undefined)?.[0]?.typename);
      }
      case "String":
        return STRINGS[slot.name] ?? "probe";
      case "Int":
      case "Float":
        return 1;
      case "Boolean":
        return true;
      case "DateTime":
        return new Date().toISOString();
      case "Date":
        return "2026-01-01";
      case "Decimal":
        return "1";
      case "JSON":
        return {};
      case "File":
        files.push(new File(["%PDF-1.4\n%%EOF\n"], "x.pdf", { type: "application/pdf" }));
        return null;
    }
  }
  throw new Error(`no dummy value for ${String(type)}`);
}

/** A minimal valid operation calling one root field: required arguments as variables, `__typename` selected. */
export function operationFor(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>) {
  const variables: Record<string, unknown> = {};
  const files: Array<{ variable: string; file: File }> = [];
  const declared: string[] = [];
  const passed: string[] = [];
  for (const arg of field.args) {
    if (!isNonNullType(arg.type) || arg.defaultValue !== undefined) continue;
    const found: File[] = [];
    variables[arg.name] = dummy(arg.type, found, arg as Slot);
    for (const file of found) files.push({ variable: arg.name, file });
    declared.push(`$${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${arg.name}`);
  }
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? "" : " { __typename }";
  const query = `${kind} Probe${declared.length ? `(${declared.join(", ")})` : ""} { ${field.name}${passed.length ? `(${passed.join(", ")})` : ""}${selection} }`;
  return { query, variables, files };
}

/** Sends the operation (as a GraphQL multipart request when it carries files). */
export async function send(t: TestApp, op: ReturnType<typeof operationFor>, token?: string) {
  if (op.files.length === 0) return t.gql(op.query, op.variables, { token });
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: op.query, variables: op.variables }));
  form.append("map", JSON.stringify(Object.fromEntries(op.files.map((f, i) => [String(i), [`variables.${f.variable}`]]))));
  op.files.forEach((f, i) => form.append(String(i), f.file));
  const res = await t.fetch("/graphql", {
    method: "POST",
    body: form,
    headers: { "x-ponte-csrf": "1", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.status, headers: res.headers, ...((await res.json()) as { data?: any; errors?: any[] }) };
}

export const rootFields = (type: GraphQLObjectType | null | undefined) => Object.values(type?.getFields() ?? {}) as GraphQLField<unknown, unknown>[];

/**
 * Values of the right GraphQL type that no input rule accepts (empty or
 * overlong text, malformed addresses and ids, negative or huge numbers, an
 * empty upload), for every argument and every input field, optional ones
 * included. "empty" and "huge" break the rules from both ends. Custom
 * scalars get values their own parsing accepts: a value GraphQL cannot read
 * while coercing the variables is a malformed request, refused before any
 * field runs.
 */
export function invalidValue(type: GraphQLInputType, files: File[], slot: Slot, variant: "empty" | "huge", depth = 0, size = 20_000): unknown {
  if (isNonNullType(type)) return invalidValue(type.ofType, files, slot, variant, depth, size);
  if (isListType(type)) return [invalidValue(type.ofType, files, slot, variant, depth, size)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (depth < 4 || (isNonNullType(f.type) && f.defaultValue === undefined)) out[f.name] = invalidValue(f.type, files, f as Slot, variant, depth + 1, size);
    }
    return out;
  }
  if (isScalarType(type)) {
    const huge = variant === "huge";
    switch (type.name) {
      case "ID":
        return huge ? `${"A".repeat(Math.min(size, 5000))}==` : "not-an-id";
      case "String":
        if (/email/i.test(slot.name)) return huge ? `${"a".repeat(400)}@example` : "not-an-address";
        if (/url|link|website/i.test(slot.name)) return huge ? `javascript:${"a".repeat(Math.min(size, 5000))}` : "not a link";
        return huge ? "x".repeat(size) : "";
      case "Int":
        return huge ? 2_147_483_647 : -1;
      case "Float":
        return huge ? 1e300 : -1;
      case "Boolean":
        return true;
      case "DateTime":
        return huge ? "9999-12-31T23:59:59.000Z" : "1900-01-01T00:00:00.000Z";
      case "Date":
        return huge ? "9999-12-31" : "1900-01-01";
      case "Decimal":
        // the scalar's own shape (up to 14 digits, 8 decimals) is checked while GraphQL reads the variables
        return huge ? "99999999999999.99999999" : "-1";
      case "JSON":
        return huge ? { x: "y".repeat(size) } : "";
      case "File":
        // an empty program; its name passes the File scalar's own check (made while GraphQL reads the variables)
        files.push(new File([], huge ? `${"a".repeat(200)}.exe` : "programa.exe", { type: "application/x-msdownload" }));
        return null;
    }
  }
  throw new Error(`no invalid value for ${String(type)}`);
}

/** Variables must stay under the server's request limits (API_LIMITS.variables, 64 kB): beyond them the request itself is refused, before any field. */
const VARIABLES_BUDGET = 48_000;

/** An operation calling one root field with every argument (optional ones too) set to invalid values. */
export function invalidOperationFor(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>, variant: "empty" | "huge") {
  // overlong text: as long as the request limits allow for this field's text inputs together
  let size = 20_000;
  while (size > 300 && JSON.stringify(field.args.map((a) => invalidValue(a.type, [], a as Slot, variant, 0, size))).length > VARIABLES_BUDGET)
    size = Math.floor(size / 2);
  const variables: Record<string, unknown> = {};
  const files: Array<{ variable: string; file: File }> = [];
  const declared: string[] = [];
  const passed: string[] = [];
  for (const arg of field.args) {
    const found: File[] = [];
    variables[arg.name] = invalidValue(arg.type, found, arg as Slot, variant, 0, size);
    // uploads are top-level File arguments (the multipart map points at the variable itself)
    if (found.length && getNamedType(arg.type).name === "File") files.push({ variable: arg.name, file: found[0] });
    declared.push(`$${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${arg.name}`);
  }
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? "" : " { __typename }";
  const query = `${kind} Probe${declared.length ? `(${declared.join(", ")})` : ""} { ${field.name}${passed.length ? `(${passed.join(", ")})` : ""}${selection} }`;
  return { query, variables, files };
}
