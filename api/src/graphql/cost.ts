import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  Kind,
  getNamedType,
  getNullableType,
  isAbstractType,
  isIntrospectionType,
  isListType,
  isObjectType,
  isInterfaceType,
  getOperationAST,
} from "graphql";
import { API_LIMITS } from "./limits.ts";

/**
 * The cost of one operation, computed once its variables are known (a
 * validation rule never sees them, so `first: $n` would look free):
 *
 * - every field costs `cost.field` (1); `__typename` is free;
 * - a field taking `first`/`last` (a Relay connection) multiplies what it
 *   selects by that page size: the literal or the variable's value, the
 *   default page size when neither is given, never more than the maximum
 *   (the server caps pages there too); `edges`/`nodes` inside a connection
 *   are already counted by it;
 * - any other list of objects multiplies what it selects by the default
 *   page size (its length is not the caller's to choose, so assume a page);
 * - introspection: each `__schema` costs `cost.introspectionSchema` (it
 *   walks the whole schema), every field inside introspection costs
 *   `cost.introspection`, and introspection lists do not multiply (their
 *   length is the schema's, already priced by `introspectionSchema`).
 *
 * Fragments count at each place they are spread; on an abstract type the
 * most expensive of the inline alternatives is taken.
 */
export interface OperationCost {
  cost: number;
  /** root field names of the operation (aliases resolved), for scope checks */
  rootFields: string[];
}

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  limits = API_LIMITS,
): OperationCost | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const root = rootType(schema, operation);
  if (!root) return null;
  // a variable the caller left out takes its declared default, as execution will
  const values: Record<string, unknown> = { ...variables };
  for (const def of operation.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (values[name] === undefined && def.defaultValue?.kind === Kind.INT) values[name] = Number.parseInt(def.defaultValue.value, 10);
  }
  const walker = new CostWalker(schema, fragments, values, limits);
  const rootFields = new Set<string>();
  walker.collectFieldNames(operation.selectionSet, rootFields, new Set());
  return { cost: walker.selectionCost(operation.selectionSet, root, false, new Set()), rootFields: [...rootFields] };
}

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode): GraphQLNamedType | null | undefined {
  if (operation.operation === "query") return schema.getQueryType();
  if (operation.operation === "mutation") return schema.getMutationType();
  return schema.getSubscriptionType();
}

class CostWalker {
  private readonly schema: GraphQLSchema;
  private readonly fragments: Map<string, FragmentDefinitionNode>;
  private readonly variables: Record<string, unknown>;
  private readonly limits: typeof API_LIMITS;

  constructor(schema: GraphQLSchema, fragments: Map<string, FragmentDefinitionNode>, variables: Record<string, unknown>, limits: typeof API_LIMITS) {
    this.schema = schema;
    this.fragments = fragments;
    this.variables = variables;
    this.limits = limits;
  }

  /** root field names, following fragments */
  collectFieldNames(set: SelectionSetNode, into: Set<string>, seen: Set<string>): void {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) into.add(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) this.collectFieldNames(s.selectionSet, into, seen);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const f = this.fragments.get(s.name.value);
        if (f) this.collectFieldNames(f.selectionSet, into, seen);
      }
    }
  }

  selectionCost(set: SelectionSetNode, parent: GraphQLNamedType, inIntrospection: boolean, spreading: Set<string>): number {
    let direct = 0;
    // on an abstract parent, alternatives on different concrete types never all run: take the largest
    let alternatives = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        direct += this.fieldCost(s, parent, inIntrospection, spreading);
        continue;
      }
      let inner: number;
      let condition: string | undefined;
      if (s.kind === Kind.INLINE_FRAGMENT) {
        condition = s.typeCondition?.name.value;
        const type = (condition && this.schema.getType(condition)) || parent;
        inner = this.selectionCost(s.selectionSet, type, inIntrospection, spreading);
      } else {
        const name = s.name.value;
        const f = this.fragments.get(name);
        // validation refuses cycles; this guard only keeps a bad document from looping
        if (!f || spreading.has(name)) continue;
        condition = f.typeCondition.name.value;
        const type = this.schema.getType(condition) ?? parent;
        spreading.add(name);
        inner = this.selectionCost(f.selectionSet, type, inIntrospection, spreading);
        spreading.delete(name);
      }
      if (isAbstractType(parent) && condition && condition !== parent.name) alternatives = Math.max(alternatives, inner);
      else direct += inner;
    }
    return direct + alternatives;
  }

  private fieldCost(node: FieldNode, parent: GraphQLNamedType, inIntrospection: boolean, spreading: Set<string>): number {
    const name = node.name.value;
    if (name === "__typename") return 0;
    const { cost } = this.limits;
    if (name === "__schema") {
      return cost.introspectionSchema + (node.selectionSet ? this.selectionCost(node.selectionSet, this.schema.getType("__Schema")!, true, spreading) : 0);
    }
    if (name === "__type") {
      return cost.introspection + (node.selectionSet ? this.selectionCost(node.selectionSet, this.schema.getType("__Type")!, true, spreading) : 0);
    }
    const field = fieldOf(parent, name);
    const introspection = inIntrospection || isIntrospectionType(parent);
    const own = introspection ? cost.introspection : cost.field;
    if (!field || !node.selectionSet) return own;
    const type = getNamedType(field.type);
    const children = this.selectionCost(node.selectionSet, type, introspection, spreading);
    return own + this.multiplier(node, field, parent, introspection) * children;
  }

  private multiplier(node: FieldNode, field: GraphQLField<unknown, unknown>, parent: GraphQLNamedType, introspection: boolean): number {
    if (introspection) return 1;
    const { pageSize } = this.limits;
    const takesPage = field.args.some((a) => a.name === "first" || a.name === "last");
    if (takesPage) {
      const first = this.intArg(node, "first");
      const last = this.intArg(node, "last");
      const asked = Math.max(first ?? 0, last ?? 0);
      const size = first === null && last === null ? pageSize.default : asked;
      return Math.min(Math.max(size, 0), pageSize.max);
    }
    if (!isListType(getNullableType(field.type))) return 1;
    // a connection's edges and nodes: the connection field counted the page
    if ((field.name === "edges" || field.name === "nodes") && parent.name.endsWith("Connection")) return 1;
    return pageSize.default;
  }

  /** an Int argument's value (literal or variable); null when absent or not a number */
  private intArg(node: FieldNode, name: string): number | null {
    const arg = node.arguments?.find((a) => a.name.value === name);
    if (!arg) return null;
    return this.intValue(arg.value);
  }

  private intValue(value: ValueNode): number | null {
    if (value.kind === Kind.INT) return Number.parseInt(value.value, 10);
    if (value.kind === Kind.VARIABLE) {
      const v = this.variables[value.name.value];
      return typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : null;
    }
    return null;
  }
}

function fieldOf(parent: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (isObjectType(parent) || isInterfaceType(parent)) return parent.getFields()[name];
  return undefined;
}
